import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Checkbox } from "../../../components/ui/checkbox.tsx";
import { Field, fieldAria, Input } from "../../../components/ui/field.tsx";

/**
 * The password + confirmation pair, with one 'Mostrar senha' checkbox. Labels in title case, as
 * the specification spells them in the user dialogs ('Nova Senha', 'Confirmar Senha'), on every
 * screen (docs/product.md#texts-capitalisation).
 */
export function PasswordFields({
  password,
  confirmation,
  passwordError,
  confirmationError,
  show,
  onShowChange,
  passwordLabel,
}: {
  password: UseFormRegisterReturn;
  confirmation: UseFormRegisterReturn;
  passwordError?: string;
  confirmationError?: string;
  show: boolean;
  onShowChange: (show: boolean) => void;
  passwordLabel: string;
}) {
  const id = useId();
  const type = show ? "text" : "password";
  return (
    <>
      <Field id={`${id}-password`} label={passwordLabel} error={passwordError}>
        <Input
          {...fieldAria(`${id}-password`, passwordError)}
          {...password}
          type={type}
          autoComplete="new-password"
        />
      </Field>
      <Field id={`${id}-confirm`} label="Confirmar Senha" error={confirmationError}>
        <Input
          {...fieldAria(`${id}-confirm`, confirmationError)}
          {...confirmation}
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
