import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "../../../components/ui/button.tsx";
import { Field, fieldAria, Input } from "../../../components/ui/field.tsx";
import { toast } from "../../../components/ui/toaster.tsx";
import { accountTexts as texts } from "../account-texts.ts";
import { usersApi } from "../api.ts";
import { changePasswordFormSchema } from "../schemas.ts";
import { AccountSection } from "./account-section.tsx";
import { PasswordFields } from "./password-fields.tsx";

type PasswordForm = z.input<typeof changePasswordFormSchema>;

const emptyForm: PasswordForm = { currentPassword: "", password: "", confirmPassword: "" };

/**
 * 'Alterar senha' on /admin/conta: the current password proves it is still the owner; the
 * server then ends every other session (docs/product.md#account).
 */
export function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const [show, setShow] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: emptyForm,
  });

  const onSubmit = handleSubmit(async ({ currentPassword, password }) => {
    try {
      await usersApi.call("POST /account/password", { body: { currentPassword, password } });
      reset(emptyForm);
      setShow(false);
      onChanged();
      toast({ title: texts.passwordChanged, description: texts.passwordChangedDescription });
    } catch (error) {
      const message = error instanceof Error ? error.message : texts.saveError;
      if (message === texts.wrongCurrentPassword) setError("currentPassword", { message });
      else toast({ title: "Erro", description: message, variant: "destructive" });
    }
  });

  return (
    <AccountSection icon={<KeyRound className="size-5" aria-hidden />} title={texts.passwordTitle}>
      <form onSubmit={onSubmit} noValidate aria-busy={isSubmitting} className="grid gap-4">
        <Field
          id="account-current-password"
          label={texts.currentPassword}
          error={errors.currentPassword?.message}
        >
          <Input
            {...fieldAria("account-current-password", errors.currentPassword?.message)}
            {...register("currentPassword")}
            type={show ? "text" : "password"}
            autoComplete="current-password"
          />
        </Field>
        <PasswordFields register={register} errors={errors} show={show} onShowChange={setShow} />
        <Button type="submit" disabled={isSubmitting} className="justify-self-start">
          {isSubmitting ? "Salvando..." : "Alterar senha"}
        </Button>
      </form>
    </AccountSection>
  );
}
