import type { AnalyticsReport } from "./schemas.ts";

/**
 * The daily figures as a spreadsheet opens them in Brazil (decision 0020): `;` between columns,
 * a byte-order mark, every value quoted. Only dates and counts: nothing a formula could hide in.
 */
export function analyticsCsv(report: AnalyticsReport): string {
  const line = (values: (string | number)[]) => values.map((value) => `"${value}"`).join(";");
  return `\uFEFF${[
    line(["Data", "Visitantes", "Visualizações", "Contatos"]),
    ...report.daily.map((day) => line([day.date, day.visitors, day.pageviews, day.leads])),
  ].join("\n")}\n`;
}

export function analyticsCsvFileName({ from, to }: { from: string; to: string }): string {
  return `estatisticas_${from}_${to}.csv`;
}
