import { AdminPage } from "../../features/auth/components/admin-page.tsx";
import { useCurrentUser } from "../../features/auth/use-current-user.ts";
import { PrivacyView } from "../../features/privacy/components/privacy-view.tsx";
import { RestrictedNotice } from "../../features/users/components/restricted-notice.tsx";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = () => [
  { title: "Privacidade (LGPD) | Nexo Digital" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminPrivacy() {
  const user = useCurrentUser();
  const isAdmin = user.role === "admin";
  return (
    <AdminPage
      title="Privacidade (LGPD)"
      description={
        isAdmin
          ? "Atenda aos pedidos dos titulares: acesso, correção, portabilidade e eliminação, em até 15 dias."
          : undefined
      }
    >
      {isAdmin ? <PrivacyView /> : <RestrictedNotice />}
    </AdminPage>
  );
}
