import { endpoint } from "../../../server/http/endpoint.ts";
import { analyticsReport } from "./analytics.server.ts";
import { analyticsCsv, analyticsCsvFileName } from "./csv.ts";
import { analyticsRangeSchema, analyticsReportSchema } from "./schemas.ts";

export const analyticsEndpoints = {
  "GET /admin/analytics": endpoint(
    {
      summary:
        "Estatísticas do site entre ?from= e ?to= (AAAA-MM-DD, padrão: últimos 30 dias): visitantes, páginas, origens, metas e funil",
      access: "user",
      query: analyticsRangeSchema,
      response: analyticsReportSchema,
    },
    ({ query }, c) => analyticsReport(c.var.db, query),
  ),
  "GET /admin/analytics/export": endpoint(
    {
      summary: "CSV dos números diários entre ?from= e ?to=",
      access: "user",
      query: analyticsRangeSchema,
      download: "text/csv",
    },
    async ({ query }, c) =>
      c.body(analyticsCsv(await analyticsReport(c.var.db, query)), 200, {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="${analyticsCsvFileName(query)}"`,
      }),
  ),
};
