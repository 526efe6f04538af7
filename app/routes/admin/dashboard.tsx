import { ArrowLeft, LogOut } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { authTexts } from "../../features/auth/texts";
import { useCurrentUser } from "../../features/auth/use-current-user";
import { useLogout } from "../../features/auth/use-session";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => [
  { title: "Painel de Administração | Nexo Digital" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function Dashboard() {
  const user = useCurrentUser();
  const logout = useLogout(authTexts.dashboardLogoutDescription);
  return (
    <div className="min-h-dvh bg-ink-50">
      <header className="border-b border-ink-100 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-5 sm:px-6">
          <div>
            <h1 className="text-2xl font-semibold text-ink-900">Painel de Administração</h1>
            <p className="text-sm text-ink-500">Olá, {user.fullName || authTexts.fallbackName}</p>
          </div>
          <div className="flex items-center gap-2">
            <Button asChild variant="outline" size="sm">
              <Link to="/">
                <ArrowLeft className="size-4" aria-hidden />
                Ver o site
              </Link>
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => logout.mutate()}
              disabled={logout.isPending}
            >
              <LogOut className="size-4" aria-hidden />
              {logout.isPending ? "Saindo..." : "Sair"}
            </Button>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6" />
    </div>
  );
}
