import { AdminPage } from "../../features/auth/components/admin-page.tsx";
import { AdminMediaView } from "../../features/media/components/admin-media-view.tsx";
import type { Route } from "./+types/media";

export const meta: Route.MetaFunction = () => [
  { title: "Mídia | Nexo Digital" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminMedia() {
  return (
    <AdminPage
      title="Mídia"
      description="Imagens dos projetos: envie uma vez, o site recebe cópias leves em AVIF e WebP. Toda imagem precisa de texto alternativo antes de aparecer no site."
    >
      <AdminMediaView />
    </AdminPage>
  );
}
