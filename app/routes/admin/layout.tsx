import { useEffect, useSyncExternalStore } from "react";
import { Outlet, redirect, useNavigate } from "react-router";
import { AdminNav } from "../../components/admin-nav/admin-nav.tsx";
import { QueryProvider } from "../../components/layout/query-provider.tsx";
import { FullScreenSpinner } from "../../components/ui/spinner.tsx";
import { sessionUserOf } from "../../features/auth/request-session.server.ts";
import { signInPathFor } from "../../features/auth/return-path.ts";
import { authTexts, SIGN_IN_PATH } from "../../features/auth/texts.ts";
import { useSessionUser } from "../../features/auth/use-session.ts";
import { appLoadContext } from "../../lib/app-context.server.ts";
import type { SessionUser } from "../../lib/session-user.ts";
import type { Route } from "./+types/layout";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

/**
 * The session is read with the page request: a visitor without one is sent to the sign-in screen
 * straight away, and a signed-in one starts with the user, with no GET /api/user probe whose
 * 401 the browser would log as an error. The sign-in screen is told the page asked for, so it
 * returns there (docs/product.md#sign-in-return); the browser keeps the address's fragment across the
 * redirect (the e-mail confirmation link's token travels in it).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await sessionUserOf(context.get(appLoadContext).db, request);
  if (!user) {
    const url = new URL(request.url);
    throw redirect(signInPathFor(url.pathname + url.search));
  }
  return { user };
}

// Once the back office is open, its session lives in the query cache (sign-out clears it there);
// moving between its screens does not ask the server again.
export function shouldRevalidate() {
  return false;
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <QueryProvider>
      <RequireSession initialUser={loaderData.user} />
    </QueryProvider>
  );
}

const noSubscription = () => () => {};

/** False in the server's render and while hydrating; true once the page runs in the browser. */
function useHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * docs/product.md#session-guard: spinner while the session loads, the page with a user, else the sign-in screen.
 * The back office is drawn in the browser only: the server's HTML is the spinner.
 */
function RequireSession({ initialUser }: { initialUser: SessionUser }) {
  const { data: user, isPending, isError } = useSessionUser(initialUser);
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const anonymous = !isPending && (isError || !user);
  // Reached by signing out (or a failed session check), not by arriving without a session (the
  // loader's redirect): the sign-in screen then has no page to return to.
  useEffect(() => {
    if (anonymous) navigate(SIGN_IN_PATH, { replace: true });
  }, [anonymous, navigate]);

  if (!user || !hydrated) {
    return (
      <>
        <FullScreenSpinner label={authTexts.checkingSession} />
        {/* Shown when scripting is off, or when it has not started after 6 s (app.css). */}
        <div className="reveal-late fixed inset-x-0 bottom-0 grid justify-items-center gap-2 p-6 text-center">
          <p className="max-w-sm text-sm text-ink-700">{authTexts.needsJavaScript}</p>
          <a href="/" className="text-sm font-medium text-brand-700 underline">
            {authTexts.backToSite}
          </a>
        </div>
      </>
    );
  }
  return (
    <div className="min-h-dvh bg-ink-50 min-[90rem]:grid min-[90rem]:grid-cols-[14rem_minmax(0,1fr)]">
      {/* Keyboard users reach the screen without going through every entry of the menu. */}
      <a
        href={`#${contentId}`}
        className="sr-only focus:not-sr-only focus:fixed! focus:top-3 focus:left-3 focus:z-50 focus:rounded-full focus:bg-white focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:text-ink-900 focus:shadow-card"
      >
        Pular para o conteúdo
      </a>
      {/* docs/product.md#admin-navigation: every screen the role may open, on every screen. */}
      <AdminNav role={user.role} />
      <div id={contentId} tabIndex={-1} className="min-w-0 outline-none">
        <Outlet context={user} />
      </div>
    </div>
  );
}

const contentId = "conteudo-do-painel";
