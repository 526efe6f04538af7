import { useQueryClient } from "@tanstack/react-query";
import { AdminPage } from "../../features/auth/components/admin-page.tsx";
import { useCurrentUser } from "../../features/auth/use-current-user.ts";
import { userQueryKey } from "../../features/auth/use-session.ts";
import { accountTexts as texts } from "../../features/users/account-texts.ts";
import { AccountProfileForm } from "../../features/users/components/account-profile-form.tsx";
import { AccountSessions, accountKey } from "../../features/users/components/account-sessions.tsx";
import { ChangePasswordForm } from "../../features/users/components/change-password-form.tsx";
import type { SessionUser } from "../../lib/session-user.ts";
import type { Route } from "./+types/account";

export const meta: Route.MetaFunction = () => [
  { title: "Minha conta | Nexo Digital" },
  { name: "robots", content: "noindex, nofollow" },
];

/** docs/product.md#account: every signed-in person's own account, whatever their role. */
export default function AccountScreen() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  // The header, the test mail and every screen read the user from this query.
  const onSaved = (saved: SessionUser) => queryClient.setQueryData(userQueryKey, saved);
  const onPasswordChanged = () => queryClient.invalidateQueries({ queryKey: accountKey });
  return (
    <AdminPage title={texts.accountTitle} description={texts.accountIntro}>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <AccountProfileForm user={user} onSaved={onSaved} />
        <ChangePasswordForm onChanged={onPasswordChanged} />
        <div className="lg:col-span-2">
          <AccountSessions />
        </div>
      </div>
    </AdminPage>
  );
}
