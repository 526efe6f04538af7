import { useQueryClient } from "@tanstack/react-query";
import { UserPlus } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "../../../components/ui/dialog.tsx";
import { Field, fieldAria, Input } from "../../../components/ui/field.tsx";
import { controlProps, fieldError, useSiteForm } from "../../../components/ui/form.ts";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "../../../components/ui/select.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { toast } from "../../../components/ui/toaster.tsx";
import { parseForm } from "../../../lib/form-submission.ts";
import { usersApi } from "../api.ts";
import { newUserFormSchema, roleLabels, roles } from "../schemas.ts";
import { DialogFormFooter } from "./dialog-form-footer.tsx";
import { PasswordFields } from "./password-fields.tsx";
import { refreshUsers } from "./users-queries.ts";

/** docs/product.md#back-office 'Adicionar Novo Usuário', with its own 'Novo Usuário' trigger. */
export function AddUserDialog() {
  const [open, setOpen] = useState(false);
  // Creating an account takes a moment (the password hash is deliberately slow): the dialog
  // stays as it is until the answer.
  const [busy, setBusy] = useState(false);

  // docs/product.md#back-office: closing resets the form (the next opening starts a new one).
  const onOpenChange = (next: boolean) => {
    if (busy) return;
    setOpen(next);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button size="sm">
          <UserPlus className="size-4" aria-hidden />
          Novo Usuário
        </Button>
      </DialogTrigger>
      <DialogContent width="md">
        <DialogHeader>
          <DialogTitle>Adicionar Novo Usuário</DialogTitle>
          <DialogDescription>
            Crie uma conta com acesso administrativo ao painel da agência.
          </DialogDescription>
        </DialogHeader>
        <AddUserForm onBusyChange={setBusy} onCreated={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

/** The dialog's form, a Conform form (decision 0043), new each time the dialog opens. */
function AddUserForm({
  onBusyChange,
  onCreated,
}: {
  onBusyChange: (busy: boolean) => void;
  onCreated: () => void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const [show, setShow] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // docs/product.md#back-office: editor preselected.
  const [role, setRole] = useState<(typeof roles)[number]>("editor");
  const { fields, submitting, formProps } = useSiteForm({
    onBusyChange,
    validate: (formData) => parseForm(formData, newUserFormSchema),
    onValid: async ({ fullName, username, email, password, role }) => {
      setFailure(null);
      try {
        // docs/product.md#api-routes: the confirmation is not sent, nor an e-mail left empty.
        const body = { fullName, username, ...(email && { email }), password, role };
        const created = await usersApi.call("POST /register", { body });
        toast({
          title: "Usuário criado",
          description: `${created?.fullName || "Novo usuário"} foi adicionado com sucesso.`,
        });
        await refreshUsers(queryClient);
        onCreated();
      } catch (error) {
        const message =
          (error instanceof Error && error.message) || "Houve um erro ao criar o usuário";
        setFailure(message);
        toast({ title: "Erro", description: message, variant: "destructive" });
      }
    },
  });

  return (
    <form {...formProps} noValidate aria-busy={submitting} className="grid gap-4">
      <Field id={`${id}-name`} label="Nome Completo" error={fieldError(fields.fullName)}>
        <Input {...controlProps(fields.fullName, `${id}-name`)} autoComplete="off" />
      </Field>
      <Field id={`${id}-username`} label="Nome de Usuário" error={fieldError(fields.username)}>
        <Input
          {...controlProps(fields.username, `${id}-username`)}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
        />
      </Field>
      <Field
        id={`${id}-email`}
        label="E-mail (opcional)"
        hint="Para recuperar a senha por 'Esqueci minha senha'."
        error={fieldError(fields.email)}
      >
        <Input
          {...controlProps(fields.email, `${id}-email`, true)}
          type="email"
          autoComplete="off"
          spellCheck={false}
        />
      </Field>
      <PasswordFields
        errors={{
          password: fieldError(fields.password),
          confirmPassword: fieldError(fields.confirmPassword),
        }}
        show={show}
        onShowChange={setShow}
        passwordLabel="Senha"
      />
      <Field id={`${id}-role`} label="Função" error={fieldError(fields.role)}>
        <Select value={role} onValueChange={(value) => setRole(value as typeof role)}>
          <SelectTrigger {...fieldAria(`${id}-role`, fieldError(fields.role))}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {roles.map((option) => (
              <SelectItem key={option} value={option}>
                {roleLabels[option]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <input type="hidden" name={fields.role.name} value={role} />
      </Field>
      <DialogFormFooter failure={failure} submitting={submitting}>
        {submitting && <Spinner className="size-4" />}
        {submitting ? "Criando..." : "Criar Usuário"}
      </DialogFormFooter>
    </form>
  );
}
