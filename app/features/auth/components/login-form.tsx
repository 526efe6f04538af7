import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button.tsx";
import { Field, fieldAria, Input } from "../../../components/ui/field.tsx";
import { toast, toastAfterNavigation } from "../../../components/ui/toaster.tsx";
import { ApiError, apiRequest } from "../../../lib/api-client.ts";
import { type LoginInput, loginSchema } from "../schemas.ts";
import type { SessionUser } from "../session-user.ts";
import { authTexts } from "../texts.ts";

export function LoginForm() {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema) });

  const onSubmit = handleSubmit(async (credentials) => {
    try {
      const { data: user } = await apiRequest<{ data: SessionUser }>(
        "POST",
        "/api/login",
        credentials,
      );
      toastAfterNavigation({
        title: authTexts.loginSuccessTitle,
        description: authTexts.loginSuccessDescription(user.fullName || authTexts.fallbackName),
      });
      // A hard navigation, so the back office starts with the new session's state only.
      window.location.assign("/admin");
    } catch (error) {
      const description =
        error instanceof ApiError && error.status !== 401
          ? error.message
          : authTexts.loginFailedDescription;
      toast({ title: authTexts.loginFailedTitle, description, variant: "destructive" });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <Field id="username" label="Usuário" error={errors.username?.message}>
        <Input
          {...fieldAria("username", errors.username?.message)}
          {...register("username")}
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
      <Button type="submit" size="lg" disabled={isSubmitting} className="mt-2 w-full">
        {isSubmitting ? "Autenticando..." : "Entrar"}
      </Button>
    </form>
  );
}
