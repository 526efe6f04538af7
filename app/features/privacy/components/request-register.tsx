import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, ClipboardList } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { DateField } from "../../../components/ui/date-picker.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { Field, inputClass } from "../../../components/ui/field.tsx";
import { ListLoadError, ListLoading } from "../../../components/ui/list-states.tsx";
import { toast } from "../../../components/ui/toaster.tsx";
import { dateFieldMessages, isCalendarDay } from "../../../lib/calendar-day.ts";
import { formatDate, isoDay } from "../../../lib/format-date.ts";
import { privacyApi } from "../api.ts";
import { requestTypeLabels } from "../texts.ts";
import type { PrivacyRequestType } from "../types.ts";

const listQuery = privacyApi.query("GET /admin/privacy/requests", {});

/**
 * The register of data-subject requests (LGPD art. 19: answered within 15 days): what was asked,
 * when, by when, and whether it was answered. Overdue ones stand out here and on the dashboard.
 */
export function RequestRegister({ email }: { email: string }) {
  const queryClient = useQueryClient();
  const requests = useQuery(listQuery);
  const [form, setForm] = useState({
    email,
    type: "access" as PrivacyRequestType,
    receivedOn: isoDay(new Date()),
    notes: "",
  });
  const [error, setError] = useState<string | null>(null);
  const [dateError, setDateError] = useState<string | undefined>();
  // The address just searched is usually the one whose request is being registered.
  useEffect(() => setForm((current) => ({ ...current, email })), [email]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: listQuery.queryKey });
  const create = useMutation({
    mutationFn: () => privacyApi.call("POST /admin/privacy/requests", { body: form }),
    onSuccess: async () => {
      toast({ title: "Solicitação registrada", description: `Prazo de resposta: 15 dias.` });
      setForm((current) => ({ ...current, notes: "" }));
      await refresh();
    },
    onError: (failure) => setError(failure.message),
  });
  const answer = useMutation({
    mutationFn: (id: number) =>
      privacyApi.call("PATCH /admin/privacy/requests/{id}", {
        params: { id },
        body: { status: "answered" },
      }),
    onSuccess: () => toast({ title: "Solicitação respondida" }),
    onError: (failure) =>
      toast({ title: "Erro ao atualizar", description: failure.message, variant: "destructive" }),
    onSettled: refresh,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    // An emptied or mistyped date says so in its field; nothing older is sent in its place.
    if (!isCalendarDay(form.receivedOn)) {
      setDateError(dateFieldMessages.required);
      return;
    }
    create.mutate();
  };

  return (
    <section
      aria-labelledby="requests-title"
      className="grid gap-5 rounded-[var(--radius-card)] border border-ink-100 bg-white p-5 shadow-card"
    >
      <h2 id="requests-title" className="text-lg font-semibold text-ink-950">
        Solicitações de titulares
      </h2>
      <form onSubmit={submit} className="grid items-start gap-4 md:grid-cols-2 xl:grid-cols-4">
        <Field id="request-email" label="E-mail" error={error ?? undefined}>
          <input
            id="request-email"
            type="email"
            required
            className={inputClass}
            value={form.email}
            onChange={(event) => setForm({ ...form, email: event.target.value })}
          />
        </Field>
        <Field id="request-type" label="Tipo">
          <select
            id="request-type"
            className={inputClass}
            value={form.type}
            onChange={(event) =>
              setForm({ ...form, type: event.target.value as PrivacyRequestType })
            }
          >
            {Object.entries(requestTypeLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </Field>
        <DateField
          id="request-received"
          label="Recebida em"
          value={form.receivedOn}
          max={isoDay(new Date())}
          required
          error={dateError}
          onChange={(day) => {
            setDateError(undefined);
            setForm((current) => ({ ...current, receivedOn: day ?? "" }));
          }}
        />
        <Field id="request-notes" label="Observações">
          <input
            id="request-notes"
            className={inputClass}
            value={form.notes}
            maxLength={2000}
            onChange={(event) => setForm({ ...form, notes: event.target.value })}
          />
        </Field>
        <div className="md:col-span-2 xl:col-span-4">
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? "Registrando..." : "Registrar solicitação"}
          </Button>
        </div>
      </form>

      {requests.isPending ? (
        <ListLoading label="Carregando solicitações..." />
      ) : requests.isError ? (
        <ListLoadError
          title="Não foi possível carregar as solicitações."
          error={requests.error}
          onRetry={() => requests.refetch()}
        />
      ) : requests.data.length === 0 ? (
        <EmptyState
          icon={ClipboardList}
          title="Nenhuma solicitação registrada"
          className="border-none"
        >
          Registre aqui cada pedido de acesso, correção, portabilidade ou eliminação.
        </EmptyState>
      ) : (
        <ul className="divide-y divide-ink-100 rounded-xl border border-ink-100">
          {requests.data.map((request) => (
            <li
              key={request.id}
              className={`flex flex-wrap items-center gap-x-4 gap-y-2 p-3 text-sm ${request.overdue ? "bg-red-50" : ""}`}
            >
              <span className="min-w-0 flex-1 basis-48">
                <span className="block font-medium break-words text-ink-900">{request.email}</span>
                <span className="text-ink-500">
                  {requestTypeLabels[request.type]} · recebida em {formatDate(request.receivedOn)} ·
                  prazo {formatDate(request.dueOn)}
                </span>
                {request.notes && (
                  <span className="block break-words text-ink-700">{request.notes}</span>
                )}
              </span>
              {request.status === "answered" ? (
                <Badge tone="success">Respondida em {formatDate(request.answeredAt!)}</Badge>
              ) : (
                <>
                  <Badge tone={request.overdue ? "danger" : "warning"}>
                    {request.overdue ? "Atrasada" : "Em aberto"}
                  </Badge>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={answer.isPending}
                    onClick={() => answer.mutate(request.id)}
                  >
                    <CheckCircle2 className="size-4" aria-hidden /> Marcar como respondida
                  </Button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
