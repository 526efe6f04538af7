import { useId } from "react";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { Checkbox } from "../../../components/ui/checkbox.tsx";
import { Field, fieldAria, Input } from "../../../components/ui/field.tsx";

/** The two fields every form that sets a password names alike. */
type PasswordPair = { password: string; confirmPassword: string };

/**
 * The password + confirmation pair of a react-hook-form form, with one 'Mostrar senha' checkbox.
 * Labels in title case, as the specification spells them in the user dialogs ('Nova Senha',
 * 'Confirmar Senha'), on every screen (docs/product.md#texts-capitalisation).
 */
export function PasswordFields({
  register,
  errors,
  serverErrors,
  show,
  onShowChange,
  passwordLabel = "Nova Senha",
}: {
  register: UseFormRegister<PasswordPair>;
  errors: FieldErrors<PasswordPair>;
  /** A form posted without JavaScript: the server's messages, where the browser has none. */
  serverErrors?: Partial<PasswordPair>;
  show: boolean;
  onShowChange: (show: boolean) => void;
  passwordLabel?: string;
}) {
  const id = useId();
  const type = show ? "text" : "password";
  const passwordError = errors.password?.message ?? serverErrors?.password;
  const confirmationError = errors.confirmPassword?.message ?? serverErrors?.confirmPassword;
  return (
    <>
      <Field id={`${id}-password`} label={passwordLabel} error={passwordError}>
        <Input
          {...fieldAria(`${id}-password`, passwordError)}
          {...register("password")}
          type={type}
          autoComplete="new-password"
        />
      </Field>
      <Field id={`${id}-confirm`} label="Confirmar Senha" error={confirmationError}>
        <Input
          {...fieldAria(`${id}-confirm`, confirmationError)}
          {...register("confirmPassword")}
          type={type}
          autoComplete="new-password"
        />
      </Field>
      <div className="flex items-center gap-2.5">
        <Checkbox
          id={`${id}-show`}
          checked={show}
          onCheckedChange={(checked) => onShowChange(checked === true)}
        />
        <label htmlFor={`${id}-show`} className="cursor-pointer text-sm text-ink-700 select-none">
          Mostrar senha
        </label>
      </div>
    </>
  );
}
