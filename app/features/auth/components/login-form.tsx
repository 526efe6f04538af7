import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { Field, Input } from "../../../components/ui/field.tsx";
import { controlProps, fieldError, useSiteForm } from "../../../components/ui/form.ts";
import { FormMessage } from "../../../components/ui/form-message.tsx";
import { toast, toastAfterNavigation } from "../../../components/ui/toaster.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { type FormResult, failureOf, refusalOf } from "../../../lib/form-result.ts";
import { parseForm } from "../../../lib/form-submission.ts";
import { authApi } from "../api.ts";
import { returnAddress } from "../return-path.ts";
import { loginSchema } from "../schemas.ts";
import { authTexts, PASSWORD_RESET_PATH } from "../texts.ts";

/** What the sign-in page's action answers a form posted without JavaScript (a success redirects). */
export type LoginFormResult = FormResult;

/**
 * docs/product.md#sign-in. A Conform form (decision 0043) with uncontrolled fields, so what the
 * visitor typed before hydration is what is sent. Without JavaScript the form posts to the page's
 * action (docs/product.md#forms-without-javascript): it has no action attribute, so the post
 * keeps the page's `?next=` and fragment; the password never comes back.
 */
export function LoginForm({ result }: { result?: LoginFormResult }) {
  const failure = failureOf(result);
  const { fields, submitting, formProps } = useSiteForm({
    lastResult: refusalOf(result),
    validate: (formData) => parseForm(formData, loginSchema),
    onValid: async (credentials) => {
      try {
        const user = await authApi.call("POST /login", { body: credentials });
        toastAfterNavigation({
          title: authTexts.loginSuccessTitle,
          description: authTexts.loginSuccessDescription(
            user.fullName || authTexts.fallbackName,
            user.firstSignIn === true,
          ),
        });
        // A hard navigation, so the back office starts with the new session's state only; to the
        // page asked for before signing in, its fragment included, or the dashboard (decision 0039).
        window.location.assign(returnAddress(window.location.search, window.location.hash));
      } catch (error) {
        const description =
          error instanceof ApiError && error.status !== 401
            ? error.message
            : authTexts.loginFailedDescription;
        toast({ title: authTexts.loginFailedTitle, description, variant: "destructive" });
      }
    },
  });

  return (
    <form {...formProps} method="post" noValidate className="grid gap-5">
      {failure && (
        <FormMessage tone="error" title={authTexts.loginFailedTitle} description={failure} />
      )}
      <Field id="username" label="Usuário" error={fieldError(fields.username)}>
        <Input
          {...controlProps(fields.username, "username")}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="Seu nome de usuário"
        />
      </Field>
      <Field id="password" label="Senha" error={fieldError(fields.password)}>
        <Input
          {...controlProps(fields.password, "password")}
          type="password"
          autoComplete="current-password"
          placeholder="Sua senha"
        />
      </Field>
      <Link
        to={PASSWORD_RESET_PATH}
        className="-mt-2 justify-self-end rounded text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
      >
        {authTexts.forgotPassword}
      </Link>
      <Button type="submit" size="lg" disabled={submitting} className="mt-2 w-full">
        {submitting ? "Autenticando..." : "Entrar"}
      </Button>
    </form>
  );
}
