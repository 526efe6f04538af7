import type { ReactNode } from "react";
import { useParams } from "react-router";
import { Spinner } from "../../components/ui/spinner.tsx";
import { AdminPage } from "../../features/auth/components/admin-page.tsx";
import { useAdminProject } from "../../features/portfolio/components/admin-portfolio-queries.ts";
import { AdminProjectForm } from "../../features/portfolio/components/admin-project-form.tsx";
import { adminPortfolioTexts as texts } from "../../features/portfolio/components/admin-texts.ts";
import type { Route } from "./+types/project-form";

export const meta: Route.MetaFunction = ({ params }) => [
  { title: `${"id" in params ? texts.editTitle : texts.createTitle} | Nexo Digital` },
  { name: "robots", content: "noindex, nofollow" },
];

/** A positive integer id, or null: anything else cannot name a project. */
function parseProjectId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * docs/product.md#back-office project form, one module for /admin/portfolio/novo (create: no id parameter) and
 * /admin/portfolio/{id} (edit). The admin layout's guard sends anonymous visitors to /login.
 */
export default function AdminProjectFormPage() {
  const { id: rawId } = useParams();
  const isEdit = rawId !== undefined;
  const id = parseProjectId(rawId);
  const project = useAdminProject(isEdit ? id : null);

  let body: ReactNode;
  if (!isEdit) {
    body = <AdminProjectForm />;
  } else if (id === null || project.isError) {
    body = (
      <p
        role="alert"
        className="rounded-[var(--radius-card)] border border-red-100 bg-white px-6 py-14 text-center text-sm font-medium text-red-700 shadow-card"
      >
        {texts.projectLoadError} {project.error?.message ?? "Projeto não encontrado"}
      </p>
    );
  } else if (project.isPending) {
    body = (
      <div role="status" className="flex items-center justify-center gap-3 py-20 text-ink-500">
        <Spinner className="text-brand-600" />
        <span className="text-sm">{texts.loadingProject}</span>
      </div>
    );
  } else {
    body = <AdminProjectForm project={project.data} />;
  }

  return (
    <AdminPage
      title={isEdit ? texts.editTitle : texts.createTitle}
      description={isEdit ? texts.editDescription : texts.createDescription}
      back={{ to: "/admin/portfolio", label: texts.back }}
    >
      {body}
    </AdminPage>
  );
}
