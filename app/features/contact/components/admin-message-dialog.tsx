import { CheckCheck, Mail, MessageCircle } from "lucide-react";
import { useState } from "react";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogField,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog.tsx";
import { formatLongDateTime } from "../../../lib/format-date.ts";
import { localeNamesInPortuguese } from "../../../lib/locale.ts";
import { formatPhone, telHref } from "../../../lib/phone.ts";
import { useSiteFacts } from "../../../lib/site-facts.ts";
import type { ContactMessage } from "../types.ts";
import { LeadPipelinePanel } from "./lead-pipeline-panel.tsx";
import { whatsAppLeadLink } from "./lead-reply.ts";
import { LeadTimeline } from "./lead-timeline.tsx";
import { ReplyComposer } from "./reply-composer.tsx";

/**
 * docs/product.md#back-office: 'Detalhes da Mensagem', with 'Marcar como lida' while unread; below
 * it the lead's pipeline, replies and timeline (docs/product.md#lead-pipeline).
 */
export function AdminMessageDialog({
  message,
  onOpenChange,
  onMarkRead,
  marking,
  onLose,
  onEditTemplates,
  staffName,
}: {
  message: ContactMessage | null;
  onOpenChange: (open: boolean) => void;
  onMarkRead: (message: ContactMessage) => void;
  marking: boolean;
  onLose: (message: ContactMessage) => void;
  onEditTemplates: () => void;
  /** The signed-in member's name, for the WhatsApp greeting. */
  staffName: string;
}) {
  return (
    <Dialog open={message !== null} onOpenChange={onOpenChange}>
      <DialogContent width="lg">
        {message && (
          <>
            <DialogHeader>
              <DialogTitle>Detalhes da Mensagem</DialogTitle>
              <DialogDescription>
                Recebida em {formatLongDateTime(message.createdAt)}
              </DialogDescription>
            </DialogHeader>

            <dl className="grid gap-4 sm:grid-cols-2">
              <DialogField label="Nome">{message.name}</DialogField>
              <DialogField label="Email">
                <a
                  href={`mailto:${message.email}`}
                  className="text-brand-700 underline-offset-2 hover:underline"
                >
                  {message.email}
                </a>
              </DialogField>
              <DialogField label="Telefone">
                {message.phone ? (
                  <a
                    href={telHref(message.phone)}
                    className="text-brand-700 underline-offset-2 hover:underline"
                  >
                    {formatPhone(message.phone)}
                  </a>
                ) : (
                  "Não informado"
                )}
              </DialogField>
              <DialogField label="Tipo de Projeto">{message.projectType}</DialogField>
              <DialogField label="Idioma">{localeNamesInPortuguese[message.language]}</DialogField>
              <DialogField label="Assunto" className="sm:col-span-2">
                {message.subject}
              </DialogField>
              <DialogField label="Mensagem" className="sm:col-span-2">
                <span className="block rounded-xl bg-ink-50 p-4 leading-relaxed whitespace-pre-line">
                  {message.message}
                </span>
              </DialogField>
            </dl>

            <div
              aria-live="polite"
              className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-ink-100 px-4 py-3 text-sm"
            >
              {message.isRead ? (
                <>
                  <Badge tone="neutral">Lida</Badge>
                  <span className="text-ink-700">Mensagem já lida</span>
                  {message.readAt && (
                    <span className="text-ink-500">em {formatLongDateTime(message.readAt)}</span>
                  )}
                </>
              ) : (
                <>
                  <Badge tone="brand">Nova</Badge>
                  <span className="text-ink-700">Mensagem não lida</span>
                </>
              )}
            </div>

            {!message.isRead && (
              <DialogFooter>
                <Button onClick={() => onMarkRead(message)} disabled={marking}>
                  <CheckCheck className="size-4" aria-hidden />
                  {marking ? "Marcando..." : "Marcar como lida"}
                </Button>
              </DialogFooter>
            )}

            {!message.spam && (
              <LeadWork
                // A new composer and timeline for each lead the dialog shows.
                key={message.id}
                message={message}
                onLose={onLose}
                onEditTemplates={onEditTemplates}
                staffName={staffName}
              />
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The lead's pipeline, 'Responder por e-mail', 'Abrir no WhatsApp' and its timeline. */
function LeadWork({
  message,
  onLose,
  onEditTemplates,
  staffName,
}: {
  message: ContactMessage;
  onLose: (message: ContactMessage) => void;
  onEditTemplates: () => void;
  staffName: string;
}) {
  const site = useSiteFacts();
  const [replying, setReplying] = useState(false);
  const whatsApp = whatsAppLeadLink(message, staffName, site.name);
  return (
    <>
      <LeadPipelinePanel message={message} onLose={onLose} />
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant={replying ? "secondary" : "outline"}
          aria-expanded={replying}
          onClick={() => setReplying((open) => !open)}
        >
          <Mail className="size-4" aria-hidden />
          Responder por e-mail
        </Button>
        {whatsApp && (
          <Button asChild variant="outline">
            <a href={whatsApp} target="_blank" rel="noopener noreferrer">
              <MessageCircle className="size-4" aria-hidden />
              Abrir no WhatsApp
            </a>
          </Button>
        )}
      </div>
      {replying && (
        <ReplyComposer
          message={message}
          onDone={() => setReplying(false)}
          onEditTemplates={onEditTemplates}
        />
      )}
      <LeadTimeline messageId={message.id} />
    </>
  );
}
