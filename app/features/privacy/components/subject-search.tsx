import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Download, Search, Trash2 } from "lucide-react";
import { type FormEvent, type ReactNode, useRef, useState } from "react";
import { ConfirmDialog } from "../../../components/ui/alert-dialog.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Field, inputClass } from "../../../components/ui/field.tsx";
import { ListLoadError, ListLoading } from "../../../components/ui/list-states.tsx";
import { toast } from "../../../components/ui/toaster.tsx";
import { formatDateTime } from "../../../lib/format-date.ts";
import { formatPhone } from "../../../lib/phone.ts";
import { leadStatusLabels } from "../../contact/index.ts";
import { privacyApi } from "../api.ts";
import { consentLabel, erasureSummary, testimonialStatusLabel } from "../texts.ts";
import { CorrectButton } from "./correct-dialog.tsx";

/**
 * Finds everything held about one e-mail address, and offers the answers the LGPD asks for:
 * export (JSON for portability, a readable page), correction and erasure (docs/product.md#privacy).
 */
export function SubjectSearch({ onSearched }: { onSearched: (email: string) => void }) {
  // Uncontrolled, so an address typed before the page hydrated is still the one searched.
  const input = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const queryClient = useQueryClient();
  const search = privacyApi.query("GET /admin/privacy/search", { query: { email: email ?? "" } });
  const found = useQuery({ ...search, enabled: email !== null, staleTime: 0 });

  const erase = useMutation({
    mutationFn: (address: string) =>
      privacyApi.call("POST /admin/privacy/erase", { body: { email: address } }),
    onSuccess: () =>
      toast({ title: "Dados eliminados", description: `Os dados de ${email} foram eliminados.` }),
    onError: (error) =>
      toast({ title: "Erro ao eliminar", description: error.message, variant: "destructive" }),
    onSettled: async () => {
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey: search.queryKey });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = input.current?.value.trim() ?? "";
    if (!address) return;
    setEmail(address);
    onSearched(address);
  };

  const data = found.data;
  // The export lists each message's notes, replies and status changes; here, how many there are.
  const timelineNote = (messageId: number) => {
    const count = data?.leadEvents.filter((e) => e.messageId === messageId).length ?? 0;
    if (count === 0) return null;
    return ` · ${count} ${count === 1 ? "registro" : "registros"} no andamento`;
  };
  const total = data
    ? data.messages.length +
      data.testimonials.length +
      data.subscribers.length +
      data.consents.length
    : 0;
  const exportHref = (format: "json" | "html") =>
    privacyApi.url("GET /admin/privacy/export", { query: { email: email ?? "", format } });

  return (
    <section
      aria-labelledby="subject-title"
      className="grid gap-5 rounded-[var(--radius-card)] border border-ink-100 bg-white p-5 shadow-card"
    >
      <h2 id="subject-title" className="text-lg font-semibold text-ink-950">
        Buscar dados de um titular
      </h2>
      <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <Field id="subject-email" label="E-mail do Titular" className="flex-1">
          <input
            id="subject-email"
            type="email"
            required
            autoComplete="off"
            className={inputClass}
            placeholder="nome@exemplo.com"
            ref={input}
          />
        </Field>
        <Button type="submit">
          <Search className="size-4" aria-hidden /> Buscar
        </Button>
      </form>

      {email && found.isPending && <ListLoading label="Buscando dados..." />}
      {found.isError && (
        <ListLoadError
          title="Não foi possível buscar os dados."
          error={found.error}
          onRetry={() => found.refetch()}
        />
      )}
      {data && (
        <div className="grid gap-5">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-ink-700" aria-live="polite">
              {total === 0 && data.users.length === 0
                ? `Nada encontrado para ${data.email}.`
                : `${total} registro(s) encontrado(s) para ${data.email}.`}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button asChild variant="outline" size="sm">
                <a href={exportHref("json")} download>
                  <Download className="size-4" aria-hidden /> Exportar JSON
                </a>
              </Button>
              <Button asChild variant="outline" size="sm">
                <a href={exportHref("html")} download>
                  <Download className="size-4" aria-hidden /> Exportar relatório
                </a>
              </Button>
              <Button
                variant="destructive"
                size="sm"
                disabled={total === 0}
                onClick={() => setConfirming(true)}
              >
                <Trash2 className="size-4" aria-hidden /> Eliminar dados
              </Button>
            </div>
          </div>

          <Found title="Mensagens de contato" count={data.messages.length}>
            {data.messages.map((m) => (
              <Row key={m.id} when={m.createdAt} title={`${m.name} · ${m.subject}`}>
                {m.email} · {formatPhone(m.phone)} · {leadStatusLabels[m.status]}
                {timelineNote(m.id)}
                <CorrectButton
                  kind="message"
                  id={m.id}
                  fields={{ name: m.name, email: m.email, phone: m.phone }}
                  onDone={() => found.refetch()}
                />
              </Row>
            ))}
          </Found>
          <Found title="Depoimentos" count={data.testimonials.length}>
            {data.testimonials.map((t) => (
              <Row
                key={t.id}
                when={t.createdAt}
                title={`${t.clientName}${t.companyName ? ` · ${t.companyName}` : ""}`}
              >
                {testimonialStatusLabel(t.status)} · “{t.content}”
                <CorrectButton
                  kind="testimonial"
                  id={t.id}
                  fields={{
                    clientName: t.clientName,
                    clientEmail: t.clientEmail,
                    companyName: t.companyName ?? "",
                  }}
                  onDone={() => found.refetch()}
                />
              </Row>
            ))}
          </Found>
          <Found title="Newsletter" count={data.subscribers.length}>
            {data.subscribers.map((s) => (
              <Row key={s.id} when={s.createdAt} title={s.email}>
                {s.name ?? "Sem nome"} · {s.active ? "Assinatura ativa" : "Assinatura cancelada"}
                <CorrectButton
                  kind="subscriber"
                  id={s.id}
                  fields={{ name: s.name ?? "", email: s.email }}
                  onDone={() => found.refetch()}
                />
              </Row>
            ))}
          </Found>
          <Found title="Consentimentos" count={data.consents.length}>
            {data.consents.map((c) => (
              <Row key={c.id} when={c.createdAt} title={consentLabel(c)}>
                Política {c.policyVersion} · IP {c.ip ?? "—"}
              </Row>
            ))}
          </Found>
          {data.users.length > 0 && (
            <Found title="Contas da equipe" count={data.users.length}>
              {data.users.map((u) => (
                <Row key={u.id} title={`${u.fullName} (${u.username})`}>
                  Contas da equipe são geridas em Usuários e não são eliminadas por aqui.
                </Row>
              ))}
            </Found>
          )}
        </div>
      )}

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Eliminar os dados de ${email}?`}
        description={
          data
            ? erasureSummary({
                messages: data.messages.length,
                publicTestimonials: data.testimonials.filter((t) => t.status === "approved").length,
                otherTestimonials: data.testimonials.filter((t) => t.status !== "approved").length,
                subscribers: data.subscribers.length,
                consents: data.consents.length,
              })
            : ""
        }
        confirmLabel="Eliminar"
        pendingLabel="Eliminando..."
        pending={erase.isPending}
        onConfirm={() => email && erase.mutate(email)}
      />
    </section>
  );
}

function Found({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold text-ink-900">
        {title} <span className="font-normal text-ink-500">({count})</span>
      </h3>
      {count === 0 ? (
        <p className="text-sm text-ink-500">Nenhum registro.</p>
      ) : (
        <ul className="divide-y divide-ink-100 rounded-xl border border-ink-100">{children}</ul>
      )}
    </div>
  );
}

function Row({ title, when, children }: { title: string; when?: string; children: ReactNode }) {
  return (
    <li className="grid gap-1 p-3 text-sm">
      <div className="flex flex-wrap justify-between gap-2">
        <span className="min-w-0 font-medium break-words text-ink-900">{title}</span>
        {when && <span className="text-xs text-ink-500 tabular-nums">{formatDateTime(when)}</span>}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 break-words text-ink-700">
        {children}
      </div>
    </li>
  );
}
