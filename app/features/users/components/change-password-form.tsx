import type { SubmissionResult } from "@conform-to/react";
import { KeyRound } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Field, Input } from "../../../components/ui/field.tsx";
import { controlProps, fieldError, useSiteForm } from "../../../components/ui/form.ts";
import { toast } from "../../../components/ui/toaster.tsx";
import { parseForm } from "../../../lib/form-submission.ts";
import { accountTexts as texts } from "../account-texts.ts";
import { usersApi } from "../api.ts";
import { changePasswordFormSchema } from "../schemas.ts";
import { AccountSection } from "./account-section.tsx";
import { PasswordFields } from "./password-fields.tsx";

/**
 * 'Alterar senha' on /admin/conta, a Conform form (decision 0043): the current password proves
 * it is still the owner; the server then ends every other session (docs/product.md#account).
 */
export function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const [show, setShow] = useState(false);
  // A wrong current password, shown under its field (the focus stays where it is).
  const [refused, setRefused] = useState<SubmissionResult>();
  const { form, fields, submitting, formProps } = useSiteForm({
    lastResult: refused,
    validate: (formData) => parseForm(formData, changePasswordFormSchema),
    onValid: async ({ currentPassword, password }) => {
      try {
        await usersApi.call("POST /account/password", { body: { currentPassword, password } });
        form.reset();
        setShow(false);
        onChanged();
        toast({ title: texts.passwordChanged, description: texts.passwordChangedDescription });
      } catch (error) {
        const message = error instanceof Error ? error.message : texts.saveError;
        if (message === texts.wrongCurrentPassword) {
          setRefused({ error: { currentPassword: [message] } });
        } else toast({ title: "Erro", description: message, variant: "destructive" });
      }
    },
  });

  return (
    <AccountSection icon={<KeyRound className="size-5" aria-hidden />} title={texts.passwordTitle}>
      <form {...formProps} noValidate aria-busy={submitting} className="grid gap-4">
        <Field
          id="account-current-password"
          label={texts.currentPassword}
          error={fieldError(fields.currentPassword)}
        >
          <Input
            {...controlProps(fields.currentPassword, "account-current-password")}
            type={show ? "text" : "password"}
            autoComplete="current-password"
          />
        </Field>
        <PasswordFields
          errors={{
            password: fieldError(fields.password),
            confirmPassword: fieldError(fields.confirmPassword),
          }}
          show={show}
          onShowChange={setShow}
        />
        <Button type="submit" disabled={submitting} className="justify-self-start">
          {submitting ? "Salvando..." : "Alterar senha"}
        </Button>
      </form>
    </AccountSection>
  );
}
