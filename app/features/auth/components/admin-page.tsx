import { ArrowLeft, LogOut, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { useLogout } from "../use-session.ts";

/**
 * The frame of every admin screen: back link, title, the screen's own actions, 'Minha conta'
 * and 'Sair'.
 * Works from 360 px up: actions wrap under the title on phones.
 */
export function AdminPage({
  title,
  description,
  back = { to: "/admin", label: "Voltar ao painel" },
  actions,
  logoutDescription,
  children,
}: {
  title: string;
  description?: ReactNode;
  back?: { to: string; label: string } | null;
  actions?: ReactNode;
  /** The logout toast's description, where a screen has its own wording. */
  logoutDescription?: string;
  children: ReactNode;
}) {
  const logout = useLogout(logoutDescription);
  const onAccountPage = useLocation().pathname === "/admin/conta";
  return (
    <div className="min-h-dvh bg-ink-50">
      <header className="border-b border-ink-100 bg-white">
        <div className="mx-auto max-w-7xl px-4 py-5 sm:px-6">
          {back && (
            <Link
              to={back.to}
              className="mb-3 inline-flex items-center gap-1.5 text-sm text-ink-500 hover:text-ink-900"
            >
              <ArrowLeft className="size-4" aria-hidden />
              {back.label}
            </Link>
          )}
          <div className="flex flex-wrap items-center justify-between gap-4">
            <div className="min-w-0">
              <h1 className="text-2xl font-semibold text-ink-900">{title}</h1>
              {description && <div className="mt-1 text-sm text-ink-500">{description}</div>}
            </div>
            <div className="flex flex-wrap items-center gap-2">
              {actions}
              {!onAccountPage && (
                <Button asChild variant="outline" size="sm">
                  <Link to="/admin/conta">
                    <UserRound className="size-4" aria-hidden />
                    Minha conta
                  </Link>
                </Button>
              )}
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
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6">{children}</main>
    </div>
  );
}
