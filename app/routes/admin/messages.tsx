import { AdminPage } from "../../features/auth/components/admin-page.tsx";
import { useCurrentUser } from "../../features/auth/use-current-user.ts";
import { AdminMessagesView } from "../../features/contact/components/admin-messages-view.tsx";
import type { Route } from "./+types/messages";

export const meta: Route.MetaFunction = () => [
  { title: "Mensagens | Nexo Digital" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminMessages() {
  const user = useCurrentUser();
  return (
    <AdminPage title="Mensagens" description="Pedidos de contato e orçamento enviados pelo site.">
      <AdminMessagesView staffName={user.fullName} />
    </AdminPage>
  );
}
