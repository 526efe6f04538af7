import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { UserPlus } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
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
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "../../../components/ui/select.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { toast } from "../../../components/ui/toaster.tsx";
import { usersApi } from "../api.ts";
import { newUserFormSchema, roleLabels, roles } from "../schemas.ts";
import { DialogFormFooter } from "./dialog-form-footer.tsx";
import { PasswordFields } from "./password-fields.tsx";
import { refreshUsers } from "./users-queries.ts";

type NewUserForm = z.input<typeof newUserFormSchema>;

// docs/product.md#back-office: editor preselected.
const emptyForm: NewUserForm = {
  fullName: "",
  username: "",
  email: "",
  password: "",
  confirmPassword: "",
  role: "editor",
};

/** docs/product.md#back-office 'Adicionar Novo Usuário', with its own 'Novo Usuário' trigger. */
export function AddUserDialog() {
  const id = useId();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [show, setShow] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Creating an account takes a moment (the password hash is deliberately slow): a second Enter
  // or click before the first answer must not send the form again.
  const inFlight = useRef(false);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<NewUserForm>({ resolver: zodResolver(newUserFormSchema), defaultValues: emptyForm });

  // docs/product.md#back-office: closing resets the form.
  const onOpenChange = (next: boolean) => {
    if (isSubmitting) return;
    setOpen(next);
    if (!next) {
      reset(emptyForm);
      setShow(false);
      setFailure(null);
    }
  };

  const onSubmit = handleSubmit(async ({ fullName, username, email, password, role }) => {
    if (inFlight.current) return;
    inFlight.current = true;
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
      setOpen(false);
      reset(emptyForm);
      setShow(false);
    } catch (error) {
      const message =
        (error instanceof Error && error.message) || "Houve um erro ao criar o usuário";
      setFailure(message);
      toast({ title: "Erro", description: message, variant: "destructive" });
    } finally {
      inFlight.current = false;
    }
  });

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
        <form onSubmit={onSubmit} noValidate aria-busy={isSubmitting} className="grid gap-4">
          <Field id={`${id}-name`} label="Nome Completo" error={errors.fullName?.message}>
            <Input
              {...fieldAria(`${id}-name`, errors.fullName?.message)}
              {...register("fullName")}
              autoComplete="off"
            />
          </Field>
          <Field id={`${id}-username`} label="Nome de Usuário" error={errors.username?.message}>
            <Input
              {...fieldAria(`${id}-username`, errors.username?.message)}
              {...register("username")}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
            />
          </Field>
          <Field
            id={`${id}-email`}
            label="E-mail (opcional)"
            hint="Para recuperar a senha por 'Esqueci minha senha'."
            error={errors.email?.message}
          >
            <Input
              {...fieldAria(`${id}-email`, errors.email?.message, true)}
              {...register("email")}
              type="email"
              autoComplete="off"
              spellCheck={false}
            />
          </Field>
          <PasswordFields
            register={register}
            errors={errors}
            show={show}
            onShowChange={setShow}
            passwordLabel="Senha"
          />
          <Field id={`${id}-role`} label="Função" error={errors.role?.message}>
            <Controller
              control={control}
              name="role"
              render={({ field }) => (
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger
                    {...fieldAria(`${id}-role`, errors.role?.message)}
                    ref={field.ref}
                    onBlur={field.onBlur}
                  >
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {roles.map((role) => (
                      <SelectItem key={role} value={role}>
                        {roleLabels[role]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          </Field>
          <DialogFormFooter failure={failure} submitting={isSubmitting}>
            {isSubmitting && <Spinner className="size-4" />}
            {isSubmitting ? "Criando..." : "Criar Usuário"}
          </DialogFormFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
