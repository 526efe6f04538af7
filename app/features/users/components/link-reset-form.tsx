import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import type { z } from "zod";
import { Button } from "../../../components/ui/button.tsx";
import { FormMessage } from "../../../components/ui/form-message.tsx";
import type { FormResult } from "../../../lib/form-result.ts";
import { accountTexts as texts } from "../account-texts.ts";
import { usersApi } from "../api.ts";
import { resetPasswordFormSchema } from "../schemas.ts";
import { PasswordFields } from "./password-fields.tsx";

type NewPasswordInput = z.input<typeof resetPasswordFormSchema>;

/**
 * The new password for a mailed link (docs/product.md#password-recovery). Success, with or
 * without JavaScript, ends on the page with the way to the sign-in screen; a used or expired
 * link says so and offers a new one.
 */
export function LinkResetForm({ token, result }: { token: string; result?: FormResult }) {
  const [done, setDone] = useState(result?.status === "success");
  const [failure, setFailure] = useState(result?.status === "failed" ? result.message : null);
  const [show, setShow] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors: clientErrors, isSubmitting },
  } = useForm<NewPasswordInput>({ resolver: zodResolver(resetPasswordFormSchema) });
  const serverErrors = result?.status === "invalid" ? result.errors : {};

  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await usersApi.call("POST /password/reset", { body: { token, password } });
      setDone(true);
    } catch (caught) {
      setFailure(caught instanceof Error ? caught.message : texts.saveError);
    }
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
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-5">
      {failure && (
        <FormMessage tone="error" title={failure}>
          {failure === texts.invalidLink && <InvalidLinkHelp />}
        </FormMessage>
      )}
      <input type="hidden" name="token" value={token} />
      <PasswordFields
        register={register}
        errors={clientErrors}
        serverErrors={serverErrors}
        show={show}
        onShowChange={setShow}
      />
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
        {isSubmitting ? texts.resetSaving : texts.resetSubmit}
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
