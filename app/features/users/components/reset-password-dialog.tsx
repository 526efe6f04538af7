import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "../../../components/ui/button.tsx";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog.tsx";
import { toast } from "../../../components/ui/toaster.tsx";
import type { SessionUser } from "../../../lib/session-user.ts";
import { usersApi } from "../api.ts";
import { resetPasswordFormSchema } from "../schemas.ts";
import { DialogFormFooter } from "./dialog-form-footer.tsx";
import { PasswordFields } from "./password-fields.tsx";
import { refreshUsers } from "./users-queries.ts";

type ResetForm = z.input<typeof resetPasswordFormSchema>;
const emptyForm: ResetForm = { password: "", confirmPassword: "" };

/** docs/product.md#back-office 'Redefinir Senha' for the chosen user. */
export function ResetPasswordDialog({
  open,
  user,
  onOpenChange,
}: {
  open: boolean;
  user: SessionUser | null;
  onOpenChange: (open: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const [show, setShow] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ResetForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: emptyForm,
  });

  const close = (next: boolean) => {
    if (isSubmitting) return;
    if (!next) {
      reset(emptyForm);
      setShow(false);
      setFailure(null);
    }
    onOpenChange(next);
  };

  const onSubmit = handleSubmit(async ({ password }) => {
    if (!user) {
      toast({ title: "Usuário não selecionado", variant: "destructive" });
      return;
    }
    setFailure(null);
    try {
      await usersApi.call("POST /admin/users/{id}/reset-password-drizzle", {
        params: { id: user.id },
        body: { password },
      });
      toast({
        title: "Senha redefinida",
        description: `A senha de ${user.fullName} foi redefinida com sucesso.`,
      });
      await refreshUsers(queryClient);
      reset(emptyForm);
      setShow(false);
      onOpenChange(false);
    } catch (error) {
      const message =
        (error instanceof Error && error.message) || "Houve um erro ao redefinir a senha";
      setFailure(message);
      toast({ title: "Erro", description: message, variant: "destructive" });
    }
  });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent width="sm">
        <DialogHeader>
          <DialogTitle>Redefinir Senha</DialogTitle>
          <DialogDescription>
            {user ? (
              <>
                Defina uma nova senha para{" "}
                <strong className="font-medium text-ink-900">{user.fullName}</strong> (
                {user.username}). As sessões abertas dessa conta serão encerradas.
              </>
            ) : (
              "Nenhum usuário selecionado. Feche esta janela e escolha um usuário na lista."
            )}
          </DialogDescription>
        </DialogHeader>
        {user && (
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            <PasswordFields
              register={register}
              errors={errors}
              show={show}
              onShowChange={setShow}
            />
            <DialogFormFooter failure={failure} submitting={isSubmitting}>
              {isSubmitting ? "Redefinindo..." : "Redefinir Senha"}
            </DialogFormFooter>
          </form>
        )}
        {!user && (
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancelar
              </Button>
            </DialogClose>
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}
