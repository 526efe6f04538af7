import { AdminPage } from "../../features/auth/components/admin-page.tsx";
import { useCurrentUser } from "../../features/auth/use-current-user.ts";
import { BackupsSection } from "../../features/backup/components/backups-section.tsx";
import { MailSettingsSection } from "../../features/mail/components/mail-settings-section.tsx";
import { RestrictedNotice } from "../../features/users/components/restricted-notice.tsx";
import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = () => [
  { title: "Configurações | Nexo Digital" },
  { name: "robots", content: "noindex, nofollow" },
];

/** docs/product.md#e-mail and #operations: mail delivery and backups, admins only. */
export default function AdminSettings() {
  const user = useCurrentUser();
  const isAdmin = user.role === "admin";
  return (
    <AdminPage
      title="Configurações"
      description={isAdmin ? "E-mail e backups do site." : undefined}
    >
      {isAdmin ? (
        <div className="grid gap-6">
          <MailSettingsSection ownEmail={user.email} />
          <BackupsSection />
        </div>
      ) : (
        <RestrictedNotice />
      )}
    </AdminPage>
  );
}
