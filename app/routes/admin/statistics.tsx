import uplotCss from "uplot/dist/uPlot.min.css?url";
import { AnalyticsView } from "../../features/analytics/components/analytics-view.tsx";
import { AdminPage } from "../../features/auth/components/admin-page.tsx";
import type { Route } from "./+types/statistics";

export const meta: Route.MetaFunction = () => [
  { title: "Estatísticas | Nexo Digital" },
  { name: "robots", content: "noindex, nofollow" },
];

// The chart library's stylesheet, like its script, only on this back-office screen.
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: uplotCss }];

export default function AdminStatistics() {
  return (
    <AdminPage
      title="Estatísticas"
      description="Visitas, origens e contatos do site, contados sem cookies."
    >
      <AnalyticsView />
    </AdminPage>
  );
}
