import { KeyRound } from "lucide-react";
import { Link, useActionData } from "react-router";
import { runFormAction } from "../../../server/http/form-action.ts";
import { pageActionContext } from "../../../server/http/page-actions.ts";
import { FormMessage } from "../../components/ui/form-message.tsx";
import { AuthShell } from "../../features/auth/components/auth-shell.tsx";
import { accountTexts as texts } from "../../features/users/account-texts.ts";
import { ForgotPasswordForm } from "../../features/users/components/forgot-password-form.tsx";
import {
  InvalidLinkHelp,
  LinkResetForm,
} from "../../features/users/components/link-reset-form.tsx";
import {
  requestPasswordReset,
  resetLinkUser,
  resetPasswordWithLink,
} from "../../features/users/password-reset.server.ts";
import { forgotPasswordSchema, linkResetFormSchema } from "../../features/users/schemas.ts";
import { appLoadContext } from "../../lib/app-context.server.ts";
import type { FormResult } from "../../lib/form-result.ts";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = () => [
  { title: "Redefinir senha | Nexo Digital" },
  { name: "robots", content: "noindex" },
  // The mailed link carries its token in the address: no request to another site repeats it.
  { name: "referrer", content: "same-origin" },
];

// A page about one person's link: never kept by a browser or a proxy.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token");

/**
 * docs/product.md#password-recovery. Without a token: 'Esqueci minha senha'. With one: the new
 * password form, or at once 'Link inválido ou expirado' for a link that no longer works.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = tokenOf(request);
  if (token === null) return { token: null, name: null };
  const user = await resetLinkUser(context.get(appLoadContext).db, token);
  return { token, name: user?.fullName ?? null };
}

/** Both forms posted without JavaScript: the API's limiter, schemas and services. */
export async function action({ request, context }: Route.ActionArgs) {
  const { db } = context.get(appLoadContext);
  const { deps, clientIp, log } = context.get(pageActionContext);
  const before = () => deps.limiters.passwordRecovery.take(clientIp);
  const token = tokenOf(request);
  if (token === null) {
    return runFormAction(
      request,
      { schema: forgotPasswordSchema, fields: ["username"], before },
      async ({ username }): Promise<FormResult> => {
        await requestPasswordReset(deps, db, username, clientIp, log);
        return { status: "success", message: texts.forgotSent };
      },
    );
  }
  return runFormAction(
    request,
    {
      schema: linkResetFormSchema,
      fields: ["token", "password", "confirmPassword"],
      secret: ["password", "confirmPassword"],
      before,
    },
    async (input): Promise<FormResult> => {
      await resetPasswordWithLink(db, input.token, input.password, clientIp);
      return { status: "success", message: texts.resetDone };
    },
  );
}

export default function ResetPasswordScreen({ loaderData }: Route.ComponentProps) {
  const result = useActionData<FormResult>();
  const { token, name } = loaderData;
  const linkWorks = token !== null && (name !== null || result?.status === "success");
  return (
    <AuthShell
      icon={<KeyRound className="size-6" aria-hidden />}
      title={token === null ? texts.forgotTitle : texts.resetTitle}
      intro={token === null ? texts.forgotIntro : linkWorks && name ? texts.resetIntro(name) : null}
    >
      {token === null ? (
        <ForgotPasswordForm result={result} />
      ) : linkWorks ? (
        <LinkResetForm token={token} result={result} />
      ) : (
        <FormMessage tone="error" title={texts.invalidLink}>
          <InvalidLinkHelp />
        </FormMessage>
      )}
      <Link
        to="/login"
        className="mt-6 block text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
      >
        {texts.backToLogin}
      </Link>
    </AuthShell>
  );
}
