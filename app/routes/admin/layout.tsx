import { useEffect } from "react";
import { Outlet, useNavigate } from "react-router";
import { QueryProvider } from "../../components/layout/query-provider";
import { FullScreenSpinner } from "../../components/ui/spinner";
import { authTexts, SIGN_IN_PATH } from "../../features/auth/texts";
import { useSessionUser } from "../../features/auth/use-session";
import type { Route } from "./+types/layout";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

export default function AdminLayout() {
  return (
    <QueryProvider>
      <RequireSession />
    </QueryProvider>
  );
}

/** SPEC 2.2: spinner while the session loads, the page with a user, else the sign-in screen. */
function RequireSession() {
  const { data: user, isPending, isError } = useSessionUser();
  const navigate = useNavigate();
  const anonymous = !isPending && (isError || !user);
  useEffect(() => {
    if (anonymous) navigate(SIGN_IN_PATH, { replace: true });
  }, [anonymous, navigate]);

  if (!user) return <FullScreenSpinner label={authTexts.checkingSession} />;
  return <Outlet context={user} />;
}
