import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowRight, Mail, StickyNote } from "lucide-react";
import { useState } from "react";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Field, Textarea } from "../../../components/ui/field.tsx";
import { controlProps, fieldError, useSiteForm } from "../../../components/ui/form.ts";
import { toast } from "../../../components/ui/toaster.tsx";
import { parseForm } from "../../../lib/form-submission.ts";
import { formatDateTime } from "../../../lib/format-date.ts";
import { contactApi } from "../api.ts";
import { leadStatusLabels } from "../lead-status.ts";
import { leadTextSchema } from "../schemas.ts";
import type { LeadEvent } from "../types.ts";
import { timelineQuery } from "./lead-queries.ts";

const deliveryLabels = {
  pending: { text: "Na fila de envio", tone: "warning" },
  sent: { text: "Enviado", tone: "success" },
  failed: { text: "Falhou", tone: "danger" },
} as const;

/**
 * 'Linha do tempo' (docs/product.md#lead-pipeline): notes, replies with their delivery state and
 * status changes, oldest first, with the note form at its foot. Refreshed while a reply waits in
 * the outbox, so its state moves on by itself.
 */
export function LeadTimeline({ messageId }: { messageId: number }) {
  const timeline = useQuery({
    ...timelineQuery(messageId),
    refetchInterval: (query) =>
      query.state.data?.some((event) => event.delivery === "pending") ? 5_000 : false,
  });
  return (
    <section aria-labelledby="lead-timeline" className="grid gap-3">
      <h3 id="lead-timeline" className="text-sm font-semibold text-ink-950">
        Linha do tempo
      </h3>
      {timeline.isPending ? (
        <p className="text-sm text-ink-500">Carregando a linha do tempo...</p>
      ) : timeline.isError ? (
        <p className="text-sm text-red-600">Não foi possível carregar a linha do tempo.</p>
      ) : timeline.data.length === 0 ? (
        <p className="text-sm text-ink-500">Nenhuma nota, resposta ou mudança de status ainda.</p>
      ) : (
        <ol className="grid gap-2">
          {timeline.data.map((event) => (
            <TimelineEntry key={event.id} event={event} />
          ))}
        </ol>
      )}
      <NoteForm messageId={messageId} />
    </section>
  );
}

function TimelineEntry({ event }: { event: LeadEvent }) {
  const when = `${event.authorName}, ${formatDateTime(event.createdAt)}`;
  if (event.kind === "status") {
    return (
      <li className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-700">
        <span>Status:</span>
        {event.fromStatus && <Badge>{leadStatusLabels[event.fromStatus]}</Badge>}
        <ArrowRight className="size-3.5 text-ink-400" aria-label="para" />
        {event.toStatus && <Badge tone="brand">{leadStatusLabels[event.toStatus]}</Badge>}
        {event.body && <span>({event.body})</span>}
        <span className="text-xs text-ink-500">{when}</span>
      </li>
    );
  }
  const delivery = event.delivery ? deliveryLabels[event.delivery] : null;
  const Icon = event.kind === "reply" ? Mail : StickyNote;
  return (
    <li className="grid gap-1.5 rounded-xl bg-ink-50 p-3 text-sm">
      <p className="flex flex-wrap items-center gap-2 text-xs text-ink-500">
        <Icon className="size-3.5" aria-hidden />
        <span className="font-medium text-ink-700">
          {event.kind === "reply" ? "Resposta por e-mail" : "Nota"}
        </span>
        <span>{when}</span>
        {delivery && <Badge tone={delivery.tone}>{delivery.text}</Badge>}
      </p>
      <p className="leading-relaxed whitespace-pre-line text-ink-900">{event.body}</p>
    </li>
  );
}

/** 'Adicionar nota': a Conform form (decision 0043) with the API's own schema. */
function NoteForm({ messageId }: { messageId: number }) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const { form, fields, submitting, formProps } = useSiteForm({
    validate: (formData) => parseForm(formData, leadTextSchema),
    onValid: async ({ body }) => {
      setFailure(null);
      try {
        await contactApi.call("POST /admin/contacts/{id}/notes", {
          params: { id: messageId },
          body: { body },
        });
        form.reset();
        await queryClient.invalidateQueries({ queryKey: timelineQuery(messageId).queryKey });
      } catch (error) {
        const message = error instanceof Error ? error.message : "Tente novamente.";
        setFailure(message);
        toast({ title: "Erro ao salvar a nota", description: message, variant: "destructive" });
      }
    },
  });
  return (
    <form {...formProps} noValidate className="grid gap-2">
      <Field
        id="lead-note"
        label="Nova nota"
        error={fieldError(fields.body) ?? failure ?? undefined}
      >
        <Textarea
          {...controlProps(fields.body, "lead-note")}
          rows={2}
          className="min-h-20"
          maxLength={5000}
          placeholder="Ex.: prefere contato depois das 18h"
        />
      </Field>
      <div className="flex justify-end">
        <Button type="submit" size="sm" variant="outline" disabled={submitting}>
          <StickyNote className="size-4" aria-hidden />
          {submitting ? "Salvando..." : "Adicionar nota"}
        </Button>
      </div>
    </form>
  );
}
