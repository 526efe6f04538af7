import { useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { fieldError, useSiteForm } from "../../../components/ui/form.ts";
import { FormMessage } from "../../../components/ui/form-message.tsx";
import { type FormResult, failureOf, refusalOf } from "../../../lib/form-result.ts";
import { parseForm } from "../../../lib/form-submission.ts";
import { accountTexts as texts } from "../account-texts.ts";
import { usersApi } from "../api.ts";
import { resetPasswordFormSchema } from "../schemas.ts";
import { PasswordFields } from "./password-fields.tsx";

/**
 * The new password for a mailed link (docs/product.md#password-recovery), a Conform form
 * (decision 0043). Success, with or without JavaScript, ends on the page with the way to the
 * sign-in screen; a used or expired link says so and offers a new one.
 */
export function LinkResetForm({ token, result }: { token: string; result?: FormResult }) {
  const [done, setDone] = useState(result?.status === "success");
  const [failure, setFailure] = useState(failureOf(result) ?? null);
  const [show, setShow] = useState(false);
  const { fields, submitting, formProps } = useSiteForm({
    lastResult: refusalOf(result),
    validate: (formData) => parseForm(formData, resetPasswordFormSchema),
    onValid: async ({ password }) => {
      setFailure(null);
      try {
        await usersApi.call("POST /password/reset", { body: { token, password } });
        setDone(true);
      } catch (caught) {
        setFailure(caught instanceof Error ? caught.message : texts.saveError);
      }
    },
  });

  if (done) {
    return (
      <div className="grid gap-5">
        <FormMessage tone="success" title={texts.resetDoneTitle} description={texts.resetDone} />
        <Button asChild size="lg" className="w-full">
          <Link to="/login">Entrar</Link>
        </Button>
      </div>
    );
  }
  return (
    <form {...formProps} method="post" noValidate className="grid gap-5">
      {failure && (
        <FormMessage tone="error" title={failure}>
          {failure === texts.invalidLink && <InvalidLinkHelp />}
        </FormMessage>
      )}
      <input type="hidden" name="token" value={token} />
      <PasswordFields
        errors={{
          password: fieldError(fields.password),
          confirmPassword: fieldError(fields.confirmPassword),
        }}
        show={show}
        onShowChange={setShow}
      />
      <Button type="submit" size="lg" disabled={submitting} className="w-full">
        {submitting ? texts.resetSaving : texts.resetSubmit}
      </Button>
    </form>
  );
}

/** What to do with a link that no longer works. */
export function InvalidLinkHelp() {
  return (
    <p className="mt-1">
      {texts.invalidLinkHint}{" "}
      <Link to="/redefinir-senha" className="font-semibold underline">
        {texts.requestNewLink}
      </Link>
    </p>
  );
}
