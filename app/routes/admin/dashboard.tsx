import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { AdminPage } from "../../components/layout/admin-page";
import { Button } from "../../components/ui/button";
import { DashboardCards } from "../../features/admin-dashboard/dashboard-cards";
import { authTexts } from "../../features/auth/texts";
import { useCurrentUser } from "../../features/auth/use-current-user";
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
      <DashboardCards isAdmin={user.role === "admin"} />
    </AdminPage>
  );
}
