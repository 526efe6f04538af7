import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { Field, fieldAria, Input } from "../../../components/ui/field.tsx";
import { FormMessage } from "../../../components/ui/form-message.tsx";
import { toast, toastAfterNavigation } from "../../../components/ui/toaster.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import type { FormResult } from "../../../lib/form-result.ts";
import { authApi } from "../api.ts";
import { returnAddress } from "../return-path.ts";
import { type LoginInput, loginSchema } from "../schemas.ts";
import { authTexts, PASSWORD_RESET_PATH } from "../texts.ts";

/** What the sign-in page's action answers a form posted without JavaScript (a success redirects). */
export type LoginFormResult = FormResult;

/**
 * docs/product.md#sign-in. Fields are registered uncontrolled and without default values, so
 * react-hook-form takes what the visitor typed before hydration from the inputs themselves.
 * Without JavaScript the form posts to the page's action (docs/product.md#forms-without-javascript):
 * it has no action attribute, so the post keeps the page's `?next=` and fragment.
 */
export function LoginForm({ result }: { result?: LoginFormResult }) {
  const {
    register,
    handleSubmit,
    formState: { errors: clientErrors, isSubmitting },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema) });
  const serverErrors = result?.status === "invalid" ? result.errors : {};
  const errors = {
    username: clientErrors.username ?? optionalMessage(serverErrors.username),
    password: clientErrors.password ?? optionalMessage(serverErrors.password),
  };
  const postedUsername = result && result.status !== "success" ? result.values.username : "";

  const onSubmit = handleSubmit(async (credentials) => {
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
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-5">
      {result?.status === "failed" && (
        <FormMessage tone="error" title={authTexts.loginFailedTitle} description={result.message} />
      )}
      <Field id="username" label="Usuário" error={errors.username?.message}>
        <Input
          {...fieldAria("username", errors.username?.message)}
          {...register("username")}
          defaultValue={postedUsername}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="Seu nome de usuário"
        />
      </Field>
      <Field id="password" label="Senha" error={errors.password?.message}>
        <Input
          {...fieldAria("password", errors.password?.message)}
          {...register("password")}
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
      <Button type="submit" size="lg" disabled={isSubmitting} className="mt-2 w-full">
        {isSubmitting ? "Autenticando..." : "Entrar"}
      </Button>
    </form>
  );
}

function optionalMessage(message: string | undefined) {
  return message ? { message } : undefined;
}
