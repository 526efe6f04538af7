import { useId } from "react";
import { Checkbox } from "../../../components/ui/checkbox.tsx";
import { Field, fieldAria, Input } from "../../../components/ui/field.tsx";

/**
 * The password + confirmation pair every form that sets a password names alike (`password`,
 * `confirmPassword`), with one 'Mostrar senha' checkbox. Uncontrolled, never filled back: a
 * password is not sent back to the page. Labels in title case, as the specification spells them
 * in the user dialogs ('Nova Senha', 'Confirmar Senha'), on every screen
 * (docs/product.md#texts-capitalisation).
 */
export function PasswordFields({
  errors,
  show,
  onShowChange,
  passwordLabel = "Nova Senha",
}: {
  /** Each field's first message, from the form's schema or a post's answer. */
  errors: { password?: string | undefined; confirmPassword?: string | undefined };
  show: boolean;
  onShowChange: (show: boolean) => void;
  passwordLabel?: string;
}) {
  const id = useId();
  const type = show ? "text" : "password";
  return (
    <>
      <Field id={`${id}-password`} label={passwordLabel} error={errors.password}>
        <Input
          {...fieldAria(`${id}-password`, errors.password)}
          name="password"
          type={type}
          autoComplete="new-password"
        />
      </Field>
      <Field id={`${id}-confirm`} label="Confirmar Senha" error={errors.confirmPassword}>
        <Input
          {...fieldAria(`${id}-confirm`, errors.confirmPassword)}
          name="confirmPassword"
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
