import { ActivityView } from "../../features/audit/components/activity-view.tsx";
import { AdminPage } from "../../features/auth/components/admin-page.tsx";
import { useCurrentUser } from "../../features/auth/use-current-user.ts";
import { RestrictedNotice } from "../../features/users/components/restricted-notice.tsx";
import type { Route } from "./+types/activity";

export const meta: Route.MetaFunction = () => [
  { title: "Atividade | Nexo Digital" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminActivity() {
  const user = useCurrentUser();
  const isAdmin = user.role === "admin";
  return (
    <AdminPage
      title="Atividade"
      description={isAdmin ? "Quem fez o quê no painel, e quando." : undefined}
    >
      {isAdmin ? <ActivityView /> : <RestrictedNotice />}
    </AdminPage>
  );
}
