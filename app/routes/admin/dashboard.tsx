import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { DashboardCards } from "../../features/admin-dashboard/dashboard-cards.tsx";
import { DashboardNotices } from "../../features/admin-dashboard/dashboard-notices.tsx";
import { EmailPrompt } from "../../features/admin-dashboard/email-prompt.tsx";
import { AdminPage } from "../../features/auth/components/admin-page.tsx";
import { authTexts } from "../../features/auth/texts.ts";
import { useCurrentUser } from "../../features/auth/use-current-user.ts";
import { DueToday } from "../../features/contact/components/due-today.tsx";
import { MailOffNotice } from "../../features/mail/components/mail-off-notice.tsx";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => [
  { title: "Painel de Administração | Nexo Digital" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function Dashboard() {
  const user = useCurrentUser();
  return (
    <AdminPage
      title="Painel de Administração"
      description={`Olá, ${user.fullName || authTexts.fallbackName}`}
      back={null}
      logoutDescription={authTexts.dashboardLogoutDescription}
      actions={
        <Button asChild variant="outline" size="sm">
          <Link to="/">
            <ArrowLeft className="size-4" aria-hidden />
            Ver o site
          </Link>
        </Button>
      }
    >
      <DashboardNotices isAdmin={user.role === "admin"} />
      <EmailPrompt user={user} />
      {user.role === "admin" && <MailOffNotice />}
      <DueToday />
      <DashboardCards isAdmin={user.role === "admin"} />
    </AdminPage>
  );
}
