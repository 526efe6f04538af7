import { useQuery } from "@tanstack/react-query";
import { Download, Eye, MousePointerClick, Percent, Users } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type uPlot from "uplot";
import { Button } from "../../../components/ui/button.tsx";
import { StatCard } from "../../../components/ui/stat-card.tsx";
import { leadStatusLabels } from "../../contact/index.ts";
import { analyticsApi } from "../api.ts";
import type { AnalyticsReport } from "../schemas.ts";

const periods = [30, 90] as const;
const dayMs = 86_400_000;
const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);

function rangeOf(days: number) {
  const to = Date.now();
  return { from: isoDay(to - (days - 1) * dayMs), to: isoDay(to) };
}

const percent = (value: number) =>
  value.toLocaleString("pt-BR", { style: "percent", maximumFractionDigits: 1 });
const number = (value: number) => value.toLocaleString("pt-BR");

/**
 * /admin/estatisticas (docs/product.md#analytics): the site's visitors and leads per day, the
 * conversion rate, top pages, sources and campaigns, leads by status and the funnel, for the
 * last 30 or 90 days, with the daily figures as CSV.
 */
export function AnalyticsView() {
  const [days, setDays] = useState<(typeof periods)[number]>(30);
  const range = rangeOf(days);
  const report = useQuery(analyticsApi.query("GET /admin/analytics", { query: range }));
  const data = report.data;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <fieldset className="inline-flex rounded-lg border border-ink-200 bg-white p-1">
          <legend className="sr-only">Período</legend>
          {periods.map((period) => (
            <Button
              key={period}
              size="sm"
              variant={period === days ? "primary" : "ghost"}
              aria-pressed={period === days}
              onClick={() => setDays(period)}
            >
              {period} dias
            </Button>
          ))}
        </fieldset>
        <a
          className="inline-flex items-center gap-2 rounded-lg border border-ink-200 bg-white px-3 py-2 font-medium text-ink-800 text-sm hover:bg-ink-50"
          href={`/api/admin/analytics/export?from=${range.from}&to=${range.to}`}
          download
        >
          <Download className="size-4" aria-hidden /> Exportar CSV
        </a>
      </div>
      {report.isError && (
        <p role="alert" className="text-red-700">
          Falha ao buscar as estatísticas.
        </p>
      )}
      {data && <Report data={data} />}
      {!data && !report.isError && <p className="text-ink-600">Carregando estatísticas…</p>}
    </div>
  );
}

function Report({ data }: { data: AnalyticsReport }) {
  return (
    <>
      {data.demo && (
        <p
          role="note"
          className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900 text-sm"
        >
          <strong>Dados de demonstração:</strong> estes números foram gerados para a demonstração do
          painel e não são visitas reais.
        </p>
      )}
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard dense label="Visitantes" value={number(data.visitors)} icon={Users} />
        <StatCard
          dense
          label="Visualizações"
          value={number(data.pageviews)}
          icon={Eye}
          tone="ink"
        />
        <StatCard
          dense
          label="Contatos"
          value={number(data.conversions.contact)}
          icon={MousePointerClick}
          tone="lime"
        />
        <StatCard
          dense
          label="Conversão"
          value={percent(data.conversionRate)}
          hint="contatos ÷ visitantes"
          icon={Percent}
          tone="coral"
        />
      </div>
      <section className="rounded-[var(--radius-card)] border border-ink-100 bg-white p-4 shadow-card">
        <h2 className="mb-3 font-semibold text-ink-900">
          Visitantes e mensagens recebidas por dia
        </h2>
        <DailyChart daily={data.daily} />
      </section>
      <div className="grid gap-4 lg:grid-cols-2">
        <Ranking
          title="Páginas mais vistas"
          unit="visualizações"
          rows={data.topPages.map((row) => [row.path, row.pageviews])}
        />
        <Ranking
          title="Origens"
          unit="visitantes"
          rows={data.sources.map((row) => [row.source, row.visitors])}
        />
        <Ranking
          title="Campanhas"
          unit="visitantes"
          rows={data.campaigns.map((row) => [row.campaign, row.visitors])}
        />
        <Ranking
          title="Contatos por status"
          unit="contatos"
          rows={data.leadsByStatus.map((row) => [leadStatusLabels[row.status], row.leads])}
        />
        <Ranking
          title="Funil"
          unit="visitantes"
          rows={[
            ["Visitaram a página inicial", data.funnel.visits],
            ["Viram o formulário de contato", data.funnel.contactViews],
            ["Enviaram contato", data.funnel.contacts],
          ]}
        />
        <Ranking
          title="Metas"
          unit="vezes"
          rows={[
            ["Contato enviado", data.conversions.contact],
            ["Clique no WhatsApp", data.conversions.whatsapp],
            ["Inscrição na newsletter", data.conversions.newsletter],
            ["Depoimento enviado", data.conversions.testimonial],
          ]}
        />
      </div>
    </>
  );
}

/** Horizontal bars: each row's share of the largest, with its number. */
function Ranking({
  title,
  unit,
  rows,
}: {
  title: string;
  unit: string;
  rows: [label: string, value: number][];
}) {
  const largest = Math.max(1, ...rows.map(([, value]) => value));
  return (
    <section className="rounded-[var(--radius-card)] border border-ink-100 bg-white p-4 shadow-card">
      <h2 className="mb-3 font-semibold text-ink-900">{title}</h2>
      {rows.length === 0 ? (
        <p className="text-ink-600 text-sm">Nada contado no período.</p>
      ) : (
        <ul className="space-y-2">
          {rows.map(([label, value]) => (
            <li key={label} className="text-sm">
              <div className="flex justify-between gap-3">
                <span className="truncate text-ink-800">{label}</span>
                <span className="shrink-0 text-ink-600 tabular-nums">
                  {number(value)} <span className="sr-only">{unit}</span>
                </span>
              </div>
              <div className="mt-1 h-2 rounded-full bg-ink-100" aria-hidden>
                <div
                  className="h-2 rounded-full bg-brand-500"
                  style={{ width: `${(value / largest) * 100}%` }}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Visitors (area) and messages received, spam apart (line), per day, drawn by uPlot, loaded only on this screen. */
function DailyChart({ daily }: { daily: AnalyticsReport["daily"] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let chart: uPlot | undefined;
    let gone = false;
    const observer = new ResizeObserver(() => chart?.setSize(sizeOf(element)));
    void import("uplot").then(({ default: UPlot }) => {
      if (gone) return;
      const times = daily.map((day) => Date.parse(`${day.date}T12:00:00Z`) / 1000);
      chart = new UPlot(
        {
          ...sizeOf(element),
          tzDate: (ts) => UPlot.tzDate(new Date(ts * 1000), "UTC"),
          series: [
            { label: "Dia" },
            {
              label: "Visitantes",
              stroke: "#2563eb",
              fill: "rgba(37, 99, 235, 0.12)",
              width: 2,
            },
            { label: "Mensagens", stroke: "#16a34a", width: 2, scale: "leads" },
          ],
          axes: [
            {},
            { label: "Visitantes", incrs: wholeSteps },
            {
              scale: "leads",
              side: 1,
              label: "Mensagens",
              grid: { show: false },
              incrs: wholeSteps,
            },
          ],
          // Both from zero: a day's dip must not look like a fall to nothing.
          scales: {
            y: { range: (_u, _min, max) => [0, Math.max(1, max)] },
            leads: { range: (_u, _min, max) => [0, Math.max(1, max)] },
          },
        },
        [times, daily.map((day) => day.visitors), daily.map((day) => day.leads)],
        element,
      );
      observer.observe(element);
    });
    return () => {
      gone = true;
      observer.disconnect();
      chart?.destroy();
    };
  }, [daily]);
  return <div ref={box} className="min-h-[300px] w-full" data-chart="daily" />;
}

// People are counted whole: the axes step by 1, 2, 5, 10…
const wholeSteps = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 100_000];

function sizeOf(element: HTMLElement) {
  return { width: Math.max(240, element.clientWidth), height: 280 };
}
