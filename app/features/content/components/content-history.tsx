import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ConfirmDialog } from "../../../components/ui/alert-dialog.tsx";
import { Button } from "../../../components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog.tsx";
import { ListStates } from "../../../components/ui/list-states.tsx";
import { toast } from "../../../components/ui/toast.ts";
import { formatDateTime } from "../../../lib/format-date.ts";
import { contentApi } from "../api.ts";
import type { ContentKey } from "../documents.ts";
import { summarizeValue } from "./change-summary.ts";
import { useContentLocale } from "./content-locale.ts";

/**
 * docs/product.md#site-content: 'Histórico', the document's revisions newest first with who,
 * when and what changed field by field; any revision can be restored into the draft.
 */
export function ContentHistory({
  open,
  onOpenChange,
  contentKey,
  readOnly,
  onRestored,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  contentKey: ContentKey;
  readOnly: boolean;
  onRestored: () => void;
}) {
  const locale = useContentLocale();
  const revisions = useQuery({
    ...contentApi.query("GET /admin/content/{key}/revisions", {
      params: { key: contentKey },
      query: { locale },
    }),
    enabled: open,
  });
  const [restoring, setRestoring] = useState<{ id: number; when: string } | null>(null);
  const [pending, setPending] = useState(false);
  const restore = async () => {
    if (!restoring) return;
    setPending(true);
    try {
      await contentApi.call("POST /admin/content/{key}/revisions/{id}/restore", {
        params: { key: contentKey, id: restoring.id },
        query: { locale },
      });
      toast({
        title: "Versão restaurada como rascunho",
        description: "O site muda só ao publicar.",
      });
      setRestoring(null);
      onOpenChange(false);
      onRestored();
    } catch (error) {
      toast({
        title: "Não foi possível restaurar",
        description: error instanceof Error ? error.message : String(error),
        variant: "destructive",
      });
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent width="lg" className="max-h-[90vh] overflow-y-auto">
          <DialogHeader>
            <DialogTitle>Histórico</DialogTitle>
            <DialogDescription>
              As versões publicadas, da mais recente à mais antiga, com o que mudou em cada uma.
            </DialogDescription>
          </DialogHeader>
          <ListStates
            list={revisions}
            loading="Carregando o histórico…"
            failed="Não foi possível carregar o histórico."
          >
            <ol className="grid gap-4">
              {(revisions.data ?? []).map((revision) => {
                const when = formatDateTime(revision.createdAt);
                return (
                  <li key={revision.id} className="grid gap-2 rounded-xl border border-ink-100 p-4">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <p className="text-sm">
                        <span className="font-semibold text-ink-900">{when}</span>
                        <span className="text-ink-500">
                          {" "}
                          · {revision.author?.name ?? "Versão inicial"}
                        </span>
                      </p>
                      <Button
                        type="button"
                        size="sm"
                        variant="outline"
                        disabled={readOnly}
                        onClick={() => setRestoring({ id: revision.id, when })}
                      >
                        Restaurar como rascunho
                      </Button>
                    </div>
                    {revision.changes.length > 0 && (
                      <ul className="grid gap-1.5 text-sm">
                        {revision.changes.map((change) => (
                          <li key={change.path} className="grid gap-0.5">
                            <span className="font-medium text-ink-700">{change.label}</span>
                            <span className="break-words text-ink-500">
                              <del className="text-red-700">{summarizeValue(change.before)}</del>
                              {" → "}
                              <ins className="text-emerald-800 no-underline">
                                {summarizeValue(change.after)}
                              </ins>
                            </span>
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                );
              })}
            </ol>
          </ListStates>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={restoring !== null}
        onOpenChange={(next) => !next && setRestoring(null)}
        title="Restaurar esta versão?"
        description={`O rascunho passa a ser a versão de ${restoring?.when ?? ""}. O site só muda quando você publicar.`}
        confirmLabel="Restaurar como rascunho"
        pendingLabel="Restaurando…"
        pending={pending}
        destructive={false}
        onConfirm={() => void restore()}
      />
    </>
  );
}
