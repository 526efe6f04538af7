import { FolderKanban, Info, Plus, RefreshCw, TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { AdminPage } from "../../features/auth/components/admin-page.tsx";
import { useAdminProjects } from "../../features/portfolio/components/admin-portfolio-queries.ts";
import { AdminProjectTable } from "../../features/portfolio/components/admin-project-table.tsx";
import { adminPortfolioTexts as texts } from "../../features/portfolio/components/admin-texts.ts";
import type { Route } from "./+types/portfolio";

export const meta: Route.MetaFunction = () => [
  { title: `${texts.listTitle} | Nexo Digital` },
  { name: "robots", content: "noindex, nofollow" },
];

/** docs/product.md#back-office Portfolio management /admin/portfolio. */
export default function AdminPortfolio() {
  const projects = useAdminProjects();
  return (
    <AdminPage
      title={texts.listTitle}
      description={texts.listDescription}
      actions={
        <Button asChild size="sm">
          <Link to="/admin/portfolio/novo">
            <Plus className="size-4" aria-hidden />
            {texts.newProject}
          </Link>
        </Button>
      }
    >
      {projects.isPending ? (
        <div role="status" className="flex items-center justify-center gap-3 py-20 text-ink-500">
          <Spinner className="text-brand-600" />
          <span className="text-sm">{texts.listLoading}</span>
        </div>
      ) : projects.isError ? (
        <div role="alert">
          <EmptyState icon={TriangleAlert} tone="error" title={texts.listLoadError}>
            <Button variant="outline" size="sm" onClick={() => projects.refetch()}>
              <RefreshCw className="size-4" aria-hidden />
              {texts.retry}
            </Button>
          </EmptyState>
        </div>
      ) : projects.data.length === 0 ? (
        <EmptyState icon={FolderKanban} title={texts.listEmpty}>
          {texts.listEmptyHint}
        </EmptyState>
      ) : (
        <div className="grid gap-3">
          <p className="flex items-start gap-2 text-sm text-ink-500">
            <Info className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
            {texts.orderHint}
          </p>
          <AdminProjectTable projects={projects.data} />
        </div>
      )}
    </AdminPage>
  );
}
