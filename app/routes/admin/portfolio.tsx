import { FolderKanban, Plus, RefreshCw, TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { AdminPage } from "../../components/layout/admin-page";
import { Button } from "../../components/ui/button";
import { EmptyState } from "../../components/ui/empty-state";
import { Spinner } from "../../components/ui/spinner";
import { useAdminProjects } from "../../features/portfolio/components/admin-portfolio-queries";
import { AdminProjectTable } from "../../features/portfolio/components/admin-project-table";
import { adminPortfolioTexts as texts } from "../../features/portfolio/components/admin-texts";
import type { Route } from "./+types/portfolio";

export const meta: Route.MetaFunction = () => [
  { title: `${texts.listTitle} | Nexo Digital` },
  { name: "robots", content: "noindex, nofollow" },
];

/** SPEC 2.6 Portfolio management /admin/portfolio. */
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
        <AdminProjectTable projects={projects.data} />
      )}
    </AdminPage>
  );
}
