import { AdminPage } from "../../components/layout/admin-page";
import { useCurrentUser } from "../../features/auth/use-current-user";
import { AddUserDialog } from "../../features/users/components/add-user-dialog";
import { RestrictedNotice } from "../../features/users/components/restricted-notice";
import { UsersView } from "../../features/users/components/users-view";
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
