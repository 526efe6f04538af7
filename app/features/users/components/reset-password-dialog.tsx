import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
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
import { fieldError, useSiteForm } from "../../../components/ui/form.ts";
import { toast } from "../../../components/ui/toaster.tsx";
import { parseForm } from "../../../lib/form-submission.ts";
import type { SessionUser } from "../../../lib/session-user.ts";
import { usersApi } from "../api.ts";
import { resetPasswordFormSchema } from "../schemas.ts";
import { DialogFormFooter } from "./dialog-form-footer.tsx";
import { PasswordFields } from "./password-fields.tsx";
import { refreshUsers } from "./users-queries.ts";

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
  const [busy, setBusy] = useState(false);

  // Closing resets the form: the next opening starts a new one.
  const close = (next: boolean) => {
    if (busy) return;
    onOpenChange(next);
  };

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
          <ResetPasswordForm
            user={user}
            onBusyChange={setBusy}
            onDone={() => onOpenChange(false)}
          />
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

/** The dialog's form, a Conform form (decision 0043), new each time the dialog opens. */
function ResetPasswordForm({
  user,
  onBusyChange,
  onDone,
}: {
  user: SessionUser;
  onBusyChange: (busy: boolean) => void;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const [show, setShow] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { fields, submitting, formProps } = useSiteForm({
    onBusyChange,
    validate: (formData) => parseForm(formData, resetPasswordFormSchema),
    onValid: async ({ password }) => {
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
        onDone();
      } catch (error) {
        const message =
          (error instanceof Error && error.message) || "Houve um erro ao redefinir a senha";
        setFailure(message);
        toast({ title: "Erro", description: message, variant: "destructive" });
      }
    },
  });

  return (
    <form {...formProps} noValidate className="grid gap-4">
      <PasswordFields
        errors={{
          password: fieldError(fields.password),
          confirmPassword: fieldError(fields.confirmPassword),
        }}
        show={show}
        onShowChange={setShow}
      />
      <DialogFormFooter failure={failure} submitting={submitting}>
        {submitting ? "Redefinindo..." : "Redefinir Senha"}
      </DialogFormFooter>
    </form>
  );
}
