import { AdminPage } from "../../features/auth/components/admin-page.tsx";
import { ContentList } from "../../features/content/components/content-list.tsx";
import type { Route } from "./+types/content";

export const meta: Route.MetaFunction = () => [
  { title: "Conteúdo | Nexo Digital" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminContent() {
  return (
    <AdminPage
      title="Conteúdo"
      description="Textos e imagens do site: edite o rascunho, pré-visualize e publique."
    >
      <ContentList />
    </AdminPage>
  );
}
