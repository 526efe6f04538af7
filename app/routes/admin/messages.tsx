import { AdminPage } from "../../features/auth/components/admin-page.tsx";
import { AdminMessagesView } from "../../features/contact/components/admin-messages-view.tsx";
import type { Route } from "./+types/messages";

export const meta: Route.MetaFunction = () => [
  { title: "Mensagens | Nexo Digital" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminMessages() {
  return (
    <AdminPage title="Mensagens" description="Pedidos de contato e orçamento enviados pelo site.">
      <AdminMessagesView />
    </AdminPage>
  );
}
