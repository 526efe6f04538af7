import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "../../../components/ui/button.tsx";
import { Field, fieldAria, Input } from "../../../components/ui/field.tsx";
import { FormMessage } from "../../../components/ui/form-message.tsx";
import type { FormResult } from "../../../lib/form-result.ts";
import { accountTexts as texts } from "../account-texts.ts";
import { usersApi } from "../api.ts";
import { forgotPasswordSchema } from "../schemas.ts";

type ForgotInput = z.input<typeof forgotPasswordSchema>;

/**
 * 'Esqueci minha senha' (docs/product.md#password-recovery). The answer is the same whoever was
 * named, so the form only ever says "check your mail". Without JavaScript it posts to the page's
 * action, which answers the same.
 */
export function ForgotPasswordForm({ result }: { result?: FormResult }) {
  const [sent, setSent] = useState(result?.status === "success");
  const [failure, setFailure] = useState(result?.status === "failed" ? result.message : null);
  const {
    register,
    handleSubmit,
    formState: { errors: clientErrors, isSubmitting },
  } = useForm<ForgotInput>({ resolver: zodResolver(forgotPasswordSchema) });
  const serverError = result?.status === "invalid" ? result.errors.username : undefined;
  const error = clientErrors.username?.message ?? serverError;

  const onSubmit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      await usersApi.call("POST /password/forgot", { body: input });
      setSent(true);
    } catch (caught) {
      setFailure(caught instanceof Error ? caught.message : texts.saveError);
    }
  });

  if (sent) {
    return (
      <FormMessage tone="success" title={texts.forgotSentTitle} description={texts.forgotSent}>
        <p className="mt-2">{texts.forgotNoEmail}</p>
      </FormMessage>
    );
  }
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-5">
      {failure && <FormMessage tone="error" title={failure} />}
      <Field id="forgot-username" label="Usuário ou E-mail" error={error}>
        <Input
          {...fieldAria("forgot-username", error)}
          {...register("username")}
          defaultValue={result && result.status !== "success" ? result.values.username : ""}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
        />
      </Field>
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
        {isSubmitting ? texts.forgotSending : texts.forgotSubmit}
      </Button>
    </form>
  );
}
