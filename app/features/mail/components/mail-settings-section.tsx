import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { AlertTriangle, Mail, RotateCcw, Send } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import { OperatorNote } from "../../../components/admin-settings/operator-note.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { ListLoadError, ListLoading } from "../../../components/ui/list-states.tsx";
import { toast } from "../../../components/ui/toaster.tsx";
import { cn } from "../../../lib/cn.ts";
import { formatDateTime } from "../../../lib/format-date.ts";
import { mailApi } from "../api.ts";
import { mailTexts as texts } from "../texts.ts";
import type { MailStatus, TestMailResult } from "../types.ts";

/** The delivery state, read by this section and the dashboard's warning alike. */
export const mailStatusQuery = mailApi.query("GET /admin/settings/mail", {});

// Side by side from 640 px; on phones each label sits small above its value, so pairs stay apart.
const termClass =
  "font-medium text-ink-700 max-sm:text-xs max-sm:tracking-wide max-sm:text-ink-500 max-sm:uppercase";
const valueClass = "text-ink-900 max-sm:mb-2";

const modeText: Record<MailStatus["mode"], string> = {
  smtp: "Configurado",
  files: texts.filesMode,
  off: texts.offTitle,
};

/**
 * The e-mail part of /admin/configuracoes (admins only, docs/product.md#e-mail): whether mail
 * is configured, the last delivery, the failed mails with the server's reply and 'Reenviar',
 * and 'Enviar e-mail de teste', which goes to the signed-in admin's own address (`ownEmail`).
 */
export function MailSettingsSection({ ownEmail }: { ownEmail: string | null }) {
  const queryClient = useQueryClient();
  const status = useQuery(mailStatusQuery);
  const resend = useMutation({
    mutationFn: (id: number) =>
      mailApi.call("POST /admin/settings/outbox/{id}/resend", { params: { id } }),
    onSuccess: () => toast({ title: texts.requeued }),
    onError: (error) =>
      toast({
        title: "Não foi possível reenviar",
        description: error.message,
        variant: "destructive",
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mailStatusQuery.queryKey }),
  });

  return (
    <section
      aria-labelledby="mail-title"
      className="rounded-[var(--radius-card)] bg-white p-6 shadow-card"
    >
      <div className="flex items-center gap-3">
        <span className="grid size-10 place-items-center rounded-xl bg-brand-100 text-brand-700">
          <Mail className="size-5" aria-hidden />
        </span>
        <h2 id="mail-title" className="text-lg font-semibold text-ink-900">
          E-mail
        </h2>
      </div>

      {status.isPending ? (
        <ListLoading label="Carregando..." />
      ) : status.isError ? (
        <ListLoadError
          title="Não foi possível carregar a situação do e-mail."
          error={status.error}
          onRetry={() => status.refetch()}
        />
      ) : (
        <div className="mt-4 grid gap-5">
          <dl className="grid gap-2 text-sm sm:grid-cols-[12rem_1fr]">
            <dt className={termClass}>Situação</dt>
            <dd className={valueClass}>{modeText[status.data.mode]}</dd>
            {status.data.server && (
              <>
                <dt className={termClass}>Servidor de e-mail</dt>
                <dd className={valueClass}>{status.data.server}</dd>
              </>
            )}
            <dt className={termClass}>Remetente</dt>
            <dd className={cn(valueClass, "[overflow-wrap:anywhere]")}>{status.data.from}</dd>
            <dt className={termClass}>Avisos de novos contatos para</dt>
            <dd className={cn(valueClass, "[overflow-wrap:anywhere]")}>
              {status.data.notifyEmails.join(", ")}
            </dd>
            <dt className={termClass}>Última entrega</dt>
            <dd className={valueClass}>
              {status.data.lastDelivery
                ? `${formatDateTime(status.data.lastDelivery.at)}: “${status.data.lastDelivery.subject}” para ${status.data.lastDelivery.recipient}`
                : "Nenhuma ainda"}
            </dd>
            <dt className={termClass}>Aguardando envio</dt>
            <dd className={valueClass}>{status.data.pending}</dd>
          </dl>

          {status.data.mode === "off" && (
            <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
              {texts.offHowTo}
            </p>
          )}
          {status.data.mode === "files" && (
            <p className="text-sm text-ink-500">{texts.filesNote}</p>
          )}
          <OperatorNote title={texts.forOperatorsTitle}>
            <p>{texts.forOperators}</p>
            <p>{texts.readme}</p>
          </OperatorNote>

          <div>
            <h3 className="mb-2 font-semibold text-ink-900">E-mails que falharam</h3>
            {status.data.failed.length === 0 ? (
              <p className="text-sm text-ink-500">Nenhum e-mail falhou.</p>
            ) : (
              <ul className="grid gap-3" aria-label="E-mails que falharam">
                {status.data.failed.map((mail) => (
                  <li
                    key={mail.id}
                    className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-red-200 bg-red-50/50 p-3"
                  >
                    <div className="grid min-w-0 gap-1 text-sm">
                      <p className="font-medium break-words text-ink-950">{mail.subject}</p>
                      <p className="text-ink-700">
                        Para {mail.recipient} · {formatDateTime(mail.createdAt)} · {mail.attempts}{" "}
                        {mail.attempts === 1 ? "tentativa" : "tentativas"}
                      </p>
                      {mail.lastReply && (
                        <p className="flex items-start gap-1.5 break-words text-red-700">
                          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
                          <span>Resposta do servidor: {mail.lastReply}</span>
                        </p>
                      )}
                    </div>
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={resend.isPending || status.data.mode === "off"}
                      onClick={() => resend.mutate(mail.id)}
                      aria-label={`Reenviar “${mail.subject}” para ${mail.recipient}`}
                    >
                      <RotateCcw className="size-4" aria-hidden />
                      Reenviar
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </div>

          <TestMailForm mailOff={status.data.mode === "off"} to={ownEmail} />
        </div>
      )}
    </section>
  );
}

/**
 * docs/product.md#admin-settings: the button goes to the admin's own address. When it cannot be
 * pressed (no address on the account, or mail not configured) the reason sits beside it and is
 * the button's description, so a screen reader hears why it is disabled.
 */
function TestMailForm({ mailOff, to }: { mailOff: boolean; to: string | null }) {
  const [result, setResult] = useState<TestMailResult | null>(null);
  const reasonId = useId();
  const send = useMutation({
    mutationFn: () => mailApi.call("POST /admin/settings/mail/test", {}),
    onSuccess: setResult,
    onError: (error) => setResult({ sent: false, message: error.message }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    send.mutate();
  };
  const blocked = mailOff || !to;
  return (
    <form onSubmit={submit} className="grid gap-3 border-t border-ink-100 pt-4">
      <h3 className="font-semibold text-ink-900">Enviar e-mail de teste</h3>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p id={reasonId} className="min-w-0 flex-1 basis-64 text-sm text-ink-700">
          {!to ? (
            <>
              {texts.testNeedsAddress} {texts.testNoAddress}{" "}
              <Link to="/admin/conta" className="font-medium text-brand-700 underline">
                Abrir Minha conta
              </Link>
              {mailOff && <> {texts.testNeedsMail}</>}
            </>
          ) : (
            <>
              Enviado para o seu e-mail, <span className="font-medium text-ink-900">{to}</span>.
              {mailOff && <> {texts.testNeedsMail}</>}
            </>
          )}
        </p>
        <Button
          type="submit"
          disabled={blocked || send.isPending}
          aria-describedby={blocked ? reasonId : undefined}
        >
          <Send className="size-4" aria-hidden />
          {send.isPending ? "Enviando..." : "Enviar e-mail de teste"}
        </Button>
      </div>
      {result && (
        <p
          role={result.sent ? "status" : "alert"}
          className={result.sent ? "text-sm text-green-700" : "text-sm break-words text-red-700"}
        >
          {result.message}
        </p>
      )}
    </form>
  );
}
