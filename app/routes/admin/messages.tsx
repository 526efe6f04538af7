import { AdminPage } from "../../components/layout/admin-page";
import { AdminMessagesView } from "../../features/contact/components/admin-messages-view";
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
