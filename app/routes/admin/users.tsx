import { AdminPage } from "../../features/auth/components/admin-page.tsx";
import { useCurrentUser } from "../../features/auth/use-current-user.ts";
import { AddUserDialog } from "../../features/users/components/add-user-dialog.tsx";
import { RestrictedNotice } from "../../features/users/components/restricted-notice.tsx";
import { UsersView } from "../../features/users/components/users-view.tsx";
import type { Route } from "./+types/users";

export const meta: Route.MetaFunction = () => [
  { title: "Usuários | Nexo Digital" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminUsers() {
  const user = useCurrentUser();
  const isAdmin = user.role === "admin";
  return (
    <AdminPage
      title="Usuários"
      description={isAdmin ? "Gerencie as contas de acesso ao painel." : undefined}
      actions={isAdmin ? <AddUserDialog /> : undefined}
    >
      {isAdmin ? <UsersView currentUser={user} /> : <RestrictedNotice />}
    </AdminPage>
  );
}
