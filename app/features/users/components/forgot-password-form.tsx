import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Field, Input } from "../../../components/ui/field.tsx";
import { controlProps, fieldError, useSiteForm } from "../../../components/ui/form.ts";
import { FormMessage } from "../../../components/ui/form-message.tsx";
import { type FormResult, failureOf, refusalOf } from "../../../lib/form-result.ts";
import { parseForm } from "../../../lib/form-submission.ts";
import { accountTexts as texts } from "../account-texts.ts";
import { usersApi } from "../api.ts";
import { forgotPasswordSchema } from "../schemas.ts";

/**
 * 'Esqueci minha senha' (docs/product.md#password-recovery). The answer is the same whoever was
 * named, so the form only ever says "check your mail". A Conform form (decision 0043); without
 * JavaScript it posts to the page's action, which answers the same.
 */
export function ForgotPasswordForm({ result }: { result?: FormResult }) {
  const [sent, setSent] = useState(result?.status === "success");
  const [failure, setFailure] = useState(failureOf(result) ?? null);
  const { fields, submitting, formProps } = useSiteForm({
    lastResult: refusalOf(result),
    validate: (formData) => parseForm(formData, forgotPasswordSchema),
    onValid: async (input) => {
      setFailure(null);
      try {
        await usersApi.call("POST /password/forgot", { body: input });
        setSent(true);
      } catch (caught) {
        setFailure(caught instanceof Error ? caught.message : texts.saveError);
      }
    },
  });
  const error = fieldError(fields.username);

  if (sent) {
    return (
      <FormMessage tone="success" title={texts.forgotSentTitle} description={texts.forgotSent}>
        <p className="mt-2">{texts.forgotNoEmail}</p>
      </FormMessage>
    );
  }
  return (
    <form {...formProps} method="post" noValidate className="grid gap-5">
      {failure && <FormMessage tone="error" title={failure} />}
      <Field id="forgot-username" label="Usuário ou E-mail" error={error}>
        <Input
          {...controlProps(fields.username, "forgot-username")}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
        />
      </Field>
      <Button type="submit" size="lg" disabled={submitting} className="w-full">
        {submitting ? texts.forgotSending : texts.forgotSubmit}
      </Button>
    </form>
  );
}
