import { AdminPage } from "../../features/auth/components/admin-page.tsx";
import { ContentEditor } from "../../features/content/components/content-editor.tsx";
import {
  type ContentKey,
  contentDocuments,
  contentKeys,
} from "../../features/content/documents.ts";
import type { Route } from "./+types/content-edit";

export const meta: Route.MetaFunction = ({ params }) => [
  {
    title: `${contentDocuments[params.key as ContentKey]?.title ?? "Conteúdo"} | Nexo Digital`,
  },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminContentEdit({ params }: Route.ComponentProps) {
  const key = contentKeys.find((k) => k === params.key);
  if (!key) throw new Response("Conteúdo não encontrado", { status: 404 });
  return (
    <AdminPage
      title={contentDocuments[key].title}
      back={{ to: "/admin/conteudo", label: "Voltar ao conteúdo" }}
    >
      <ContentEditor key={key} contentKey={key} />
    </AdminPage>
  );
}
