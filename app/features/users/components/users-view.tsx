import { useMutation, useQueryClient } from "@tanstack/react-query";
import { KeyRound, Trash2, Users } from "lucide-react";
import { Fragment, useState } from "react";
import { ConfirmDialog } from "../../../components/ui/alert-dialog.tsx";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { ListLoading } from "../../../components/ui/list-states.tsx";
import { StatCard } from "../../../components/ui/stat-card.tsx";
import { DataTable, TableCell, TableHead, TableRow } from "../../../components/ui/table.tsx";
import { toast } from "../../../components/ui/toaster.tsx";
import { Tooltip, TooltipProvider } from "../../../components/ui/tooltip.tsx";
import { formatDateTime } from "../../../lib/format-date.ts";
import type { SessionUser } from "../../../lib/session-user.ts";
import { usersApi } from "../api.ts";
import { roleLabels } from "../schemas.ts";
import { ResetPasswordDialog } from "./reset-password-dialog.tsx";
import { refreshUsers, useUsersCount, useUsersList } from "./users-queries.ts";

/** docs/product.md#back-office users screen body (admins only; the route shows the restriction to others). */
export function UsersView({ currentUser }: { currentUser: SessionUser }) {
  const queryClient = useQueryClient();
  const list = useUsersList(currentUser);
  const stats = useUsersCount();
  const [resetting, setResetting] = useState<SessionUser | null>(null);
  const [resetOpen, setResetOpen] = useState(false);
  const [toDelete, setToDelete] = useState<SessionUser | null>(null);

  const remove = useMutation({
    mutationFn: (id: number) => usersApi.call("DELETE /admin/users/{id}", { params: { id } }),
    onSuccess: () =>
      toast({ title: "Usuário excluído", description: "O usuário foi excluído com sucesso." }),
    onError: (error) =>
      toast({
        title: "Erro ao excluir usuário",
        description: `Erro ao excluir usuário: ${error.message}`,
        variant: "destructive",
      }),
    onSettled: async () => {
      await refreshUsers(queryClient);
      setToDelete(null);
    },
  });

  const users = list.data ?? [];

  return (
    <TooltipProvider>
      <div className="grid gap-6">
        <div className="grid gap-4 sm:max-w-xs">
          <StatCard label="Total de usuários" value={stats.data?.count ?? "—"} icon={Users} />
        </div>

        <section
          aria-labelledby="users-heading"
          className="overflow-hidden rounded-[var(--radius-card)] border border-ink-100 bg-white shadow-card"
        >
          <div className="border-b border-ink-100 p-4 sm:p-5">
            <h2 id="users-heading" className="text-lg font-semibold text-ink-950">
              Equipe
            </h2>
            <p className="text-sm text-ink-500">Quem pode entrar no painel e com qual função.</p>
          </div>

          {list.isPending ? (
            <ListLoading label="Carregando usuários..." />
          ) : users.length === 0 ? (
            <EmptyState icon={Users} title="Nenhum usuário encontrado" className="m-4 border-none">
              Não há outros usuários cadastrados além da sua própria conta.
            </EmptyState>
          ) : (
            <DataTable
              label="Tabela de usuários"
              caption="Usuários do painel"
              actions
              head={
                <>
                  <TableHead>ID</TableHead>
                  <TableHead>Nome</TableHead>
                  <TableHead>Usuário</TableHead>
                  <TableHead>E-mail</TableHead>
                  <TableHead>Função</TableHead>
                  <TableHead>Cadastrado em</TableHead>
                </>
              }
            >
              {users.map((u) => {
                const self = u.id === currentUser.id;
                return (
                  <TableRow key={u.id}>
                    <TableCell label="ID" className="tabular-nums text-ink-500">
                      {u.id}
                    </TableCell>
                    <TableCell card="title" className="font-medium text-ink-900 md:min-w-[10rem]">
                      {u.fullName}
                      {self && (
                        <span className="ml-1.5 text-xs font-normal text-ink-500">(você)</span>
                      )}
                    </TableCell>
                    <TableCell label="Usuário" className="font-mono text-[13px]">
                      {u.username}
                    </TableCell>
                    <TableCell label="E-mail" className="[overflow-wrap:anywhere]">
                      {u.email ? (
                        <EmailText email={u.email} />
                      ) : (
                        <span className="text-ink-500">Não informado</span>
                      )}
                    </TableCell>
                    <TableCell label="Função">
                      <Badge tone={u.role === "admin" ? "dark" : "neutral"}>
                        {roleLabels[u.role] ?? u.role}
                      </Badge>
                    </TableCell>
                    <TableCell label="Cadastrado em" className="tabular-nums md:whitespace-nowrap">
                      {formatDateTime(u.createdAt)}
                    </TableCell>
                    <TableCell card="actions">
                      <div className="flex justify-end gap-1">
                        <Tooltip label="Redefinir senha">
                          <Button
                            variant="ghost"
                            size="icon"
                            aria-label={`Redefinir senha de ${u.fullName}`}
                            onClick={() => {
                              setResetting(u);
                              setResetOpen(true);
                            }}
                          >
                            <KeyRound className="size-4" aria-hidden />
                          </Button>
                        </Tooltip>
                        <Tooltip
                          label={
                            self ? "Você não pode excluir sua própria conta" : "Excluir usuário"
                          }
                        >
                          {/* A disabled button gets no pointer events; the span keeps the tooltip. */}
                          <span className="inline-flex">
                            <Button
                              variant="ghost"
                              size="icon"
                              className="text-red-700 hover:bg-red-50"
                              aria-label={`Excluir ${u.fullName}`}
                              disabled={self}
                              onClick={() => setToDelete(u)}
                            >
                              <Trash2 className="size-4" aria-hidden />
                            </Button>
                          </span>
                        </Tooltip>
                      </div>
                    </TableCell>
                  </TableRow>
                );
              })}
            </DataTable>
          )}
        </section>

        <ResetPasswordDialog
          open={resetOpen}
          user={resetting}
          onOpenChange={(open) => {
            setResetOpen(open);
            if (!open) setResetting(null);
          }}
        />

        <ConfirmDialog
          open={toDelete !== null}
          onOpenChange={(open) => !open && setToDelete(null)}
          title="Confirmar exclusão"
          description={
            <>
              Tem certeza que deseja excluir o usuário{" "}
              <strong className="font-medium text-ink-900">{toDelete?.fullName}</strong> (
              {toDelete?.username})? Esta ação não pode ser desfeita.
            </>
          }
          confirmLabel="Excluir"
          pendingLabel="Excluindo..."
          pending={remove.isPending}
          onConfirm={() => toDelete && remove.mutate(toDelete.id)}
        />
      </div>
    </TooltipProvider>
  );
}

/**
 * An address that wraps in a narrow column (a phone's card, 390 px) where a reader expects it:
 * after the @ and before a dot; a part still wider than the cell breaks anywhere
 * (`overflow-wrap: anywhere` on the cell). One element, so the card's cell (a flex row) keeps it
 * as one value beside its label.
 */
function EmailText({ email }: { email: string }) {
  let offset = 0;
  return (
    <span className="min-w-0">
      {email.split(/(?=\.)|(?<=@)/).map((piece) => {
        const at = offset;
        offset += piece.length;
        return (
          <Fragment key={at}>
            {at > 0 && <wbr />}
            {piece}
          </Fragment>
        );
      })}
    </span>
  );
}
