import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CalendarClock, Eye, History, Send, TriangleAlert, UsersRound } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { z } from "zod";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { ListStates } from "../../../components/ui/list-states.tsx";
import { toast } from "../../../components/ui/toast.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { contentApi } from "../api.ts";
import { type ContentKey, contentDocuments } from "../documents.ts";
import type { contentDetailSchema } from "../responses.ts";
import { ContentHistory } from "./content-history.tsx";
import { untranslatedNotice, useContentLocale } from "./content-locale.ts";
import { ScheduleDialog } from "./content-schedule.tsx";
import { statusLabel, statusTone } from "./content-status.ts";
import { describeFields, fieldErrors } from "./schema-fields.ts";
import { type PickedImage, SchemaForm } from "./schema-form.tsx";

/** The wait after the last keystroke before the draft is saved. */
const AUTOSAVE_MS = 1500;
/** How often an open screen tells the server it is still there (an entry lives 45 s). */
const PRESENCE_MS = 15_000;

type Presence = {
  holder: { id: number; name: string } | null;
  youHold: boolean;
  others: { id: number; name: string }[];
};

const timeOf = (iso: string) =>
  new Intl.DateTimeFormat("pt-BR", {
    timeZone: "America/Sao_Paulo",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(iso));

/**
 * docs/product.md#site-content: one document's edit screen. The form is generated from the
 * document's schema; the draft saves itself; preview, publish, schedule, history and the
 * one-editor-at-a-time presence sit around it.
 */
export function ContentEditor({ contentKey }: { contentKey: ContentKey }) {
  const locale = useContentLocale();
  const detailQuery = contentApi.query("GET /admin/content/{key}", {
    params: { key: contentKey },
    query: { locale },
  });
  const detail = useQuery({ ...detailQuery, refetchOnWindowFocus: false });
  const { presence, takeOver } = usePresence(contentKey);
  return (
    <ListStates
      list={detail}
      loading="Carregando o conteúdo…"
      failed="Não foi possível carregar o conteúdo."
    >
      {detail.data && (
        <Editor
          key={`${detail.data.version}-${detail.dataUpdatedAt}`}
          contentKey={contentKey}
          initial={detail.data}
          reload={() => detail.refetch()}
          presence={presence}
          takeOver={async () => {
            await takeOver();
            // The draft as it is now, from whoever held it.
            await detail.refetch();
          }}
        />
      )}
    </ListStates>
  );
}

type Detail = z.output<typeof contentDetailSchema>;

/**
 * Presence: said every 15 s while the screen is open, and on leaving. It lives above the form,
 * which is rebuilt on a reload, so reloading never lets the edit go.
 */
function usePresence(contentKey: ContentKey) {
  const locale = useContentLocale();
  const [presence, setPresence] = useState<Presence | null>(null);
  const ping = useCallback(
    async (takeOver = false) => {
      try {
        const next = await contentApi.call("POST /admin/content/{key}/presence", {
          params: { key: contentKey },
          query: { locale },
          body: takeOver ? { takeOver: true } : {},
        });
        setPresence((previous) => {
          if (previous?.youHold && !next.youHold && next.holder) {
            toast({
              title: `${next.holder.name} assumiu a edição`,
              description: "O formulário ficou somente leitura.",
            });
          }
          return next;
        });
      } catch {
        // A missed call is retried by the next one; the entry lives 45 s.
      }
    },
    [contentKey, locale],
  );
  useEffect(() => {
    void ping();
    const interval = setInterval(() => void ping(), PRESENCE_MS);
    const path = contentApi.url("DELETE /admin/content/{key}/presence", {
      params: { key: contentKey },
      query: { locale },
    });
    const leave = () => {
      void fetch(path, { method: "DELETE", credentials: "same-origin", keepalive: true }).catch(
        () => {},
      );
    };
    window.addEventListener("pagehide", leave);
    return () => {
      clearInterval(interval);
      window.removeEventListener("pagehide", leave);
      leave();
    };
  }, [contentKey, ping, locale]);
  return { presence, takeOver: () => ping(true) };
}

function Editor({
  contentKey,
  initial,
  reload,
  presence,
  takeOver,
}: {
  contentKey: ContentKey;
  initial: Detail;
  reload: () => void;
  presence: Presence | null;
  takeOver: () => Promise<void>;
}) {
  const locale = useContentLocale();
  const queryClient = useQueryClient();
  const doc = contentDocuments[contentKey];
  const fields = useMemo(() => describeFields(doc.schema), [doc]);
  const [value, setValue] = useState<unknown>(initial.draft);
  const [state, setState] = useState({
    status: initial.status,
    scheduledAt: initial.scheduledAt,
  });
  const version = useRef(initial.version);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  // A 400's messages at their fields, until the next change.
  const [serverFieldErrors, setServerFieldErrors] = useState<Record<string, string>>({});
  const [touched, setTouched] = useState(false);
  const [pictures, setPictures] = useState<Record<number, PickedImage>>({});
  const [busy, setBusy] = useState<"publish" | "preview" | "cancel" | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [scheduleOpen, setScheduleOpen] = useState(false);
  const pending = useRef<unknown>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const clientErrors = useMemo(
    () => (touched ? fieldErrors(doc.schema, value) : {}),
    [doc, value, touched],
  );
  const errors = { ...serverFieldErrors, ...clientErrors };
  const readOnly = presence !== null && !presence.youHold;

  const save = useCallback(async (): Promise<boolean> => {
    clearTimeout(timer.current);
    const data = pending.current;
    if (data === null) return true;
    if (Object.keys(fieldErrors(doc.schema, data)).length > 0) return false;
    pending.current = null;
    setSaving(true);
    try {
      const saved = await contentApi.call("PUT /admin/content/{key}", {
        params: { key: contentKey },
        query: { locale },
        body: { data: data as Record<string, unknown>, version: version.current },
      });
      version.current = saved.version;
      setSavedAt(saved.updatedAt);
      setServerError(null);
      setState((s) => (s.status === "published" ? { ...s, status: "draft" } : s));
      void queryClient.invalidateQueries({
        queryKey: [contentApi.url("GET /admin/content", { query: { locale } })],
      });
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setConflict(error.message);
      else setServerError(error instanceof Error ? error.message : String(error));
      if (error instanceof ApiError && error.status === 400) {
        const byField: Record<string, string> = {};
        for (const { path, message } of error.errors) {
          if (path.startsWith("data.")) byField[path.slice("data.".length)] ??= message;
        }
        setServerFieldErrors(byField);
      }
      return false;
    } finally {
      setSaving(false);
    }
  }, [contentKey, doc, queryClient, locale]);

  const change = (next: unknown) => {
    setValue(next);
    setTouched(true);
    setServerFieldErrors({});
    pending.current = next;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(), AUTOSAVE_MS);
  };

  // What is typed is saved even when the screen is left before the pause.
  useEffect(() => () => void save(), [save]);

  const preview = async () => {
    setBusy("preview");
    try {
      if (!(await save())) return;
      const { url } = await contentApi.call("POST /admin/content/{key}/preview", {
        params: { key: contentKey },
        query: { locale },
      });
      const absolute = new URL(url, window.location.origin).toString();
      setPreviewUrl(absolute);
      window.open(absolute, "_blank", "noopener");
      await navigator.clipboard?.writeText(absolute).catch(() => {});
    } catch (error) {
      toast({
        title: "Não foi possível gerar a pré-visualização",
        description: messageOf(error),
        variant: "destructive",
      });
    } finally {
      setBusy(null);
    }
  };

  const publish = async (at?: string) => {
    setBusy("publish");
    try {
      if (!(await save())) {
        setTouched(true);
        return false;
      }
      const result = await contentApi.call("POST /admin/content/{key}/publish", {
        params: { key: contentKey },
        query: { locale },
        body: at ? { at } : {},
      });
      setState({ status: result.status, scheduledAt: result.scheduledAt });
      // Publishing moves the document's version on: the next save starts from the one read again.
      reload();
      toast({
        title:
          result.status === "scheduled"
            ? statusLabel(result.status, result.scheduledAt)
            : "Publicado",
      });
      void queryClient.invalidateQueries({
        queryKey: [contentApi.url("GET /admin/content", { query: { locale } })],
      });
      return true;
    } catch (error) {
      toast({
        title: "Não foi possível publicar",
        description: messageOf(error),
        variant: "destructive",
      });
      return false;
    } finally {
      setBusy(null);
    }
  };

  const cancelSchedule = async () => {
    setBusy("cancel");
    try {
      await contentApi.call("DELETE /admin/content/{key}/schedule", {
        params: { key: contentKey },
        query: { locale },
      });
      toast({ title: "Agendamento cancelado" });
      // The state after cancelling (draft, or published when nothing differs) is the server's.
      reload();
      void queryClient.invalidateQueries({
        queryKey: [contentApi.url("GET /admin/content", { query: { locale } })],
      });
    } catch (error) {
      toast({
        title: "Não foi possível cancelar o agendamento",
        description: messageOf(error),
        variant: "destructive",
      });
    } finally {
      setBusy(null);
    }
  };

  const others = presence?.others.filter((person) => person.id !== presence.holder?.id) ?? [];

  return (
    <div className="grid gap-6">
      <div className="sticky top-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-b border-ink-100 bg-ink-50/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6">
        <Badge tone={statusTone[state.status]}>
          {statusLabel(state.status, state.scheduledAt)}
        </Badge>
        <span className="text-sm text-ink-500" aria-live="polite">
          {saving ? "Salvando…" : savedAt ? `Salvo às ${timeOf(savedAt)}` : ""}
        </span>
        <div className="ml-auto flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" onClick={() => setHistoryOpen(true)}>
            <History className="size-4" aria-hidden />
            Histórico
          </Button>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={busy !== null}
            onClick={preview}
          >
            <Eye className="size-4" aria-hidden />
            Pré-visualizar
          </Button>
          {state.status === "scheduled" ? (
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={busy !== null}
              onClick={cancelSchedule}
            >
              Cancelar agendamento
            </Button>
          ) : (
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={busy !== null || readOnly}
              onClick={() => setScheduleOpen(true)}
            >
              <CalendarClock className="size-4" aria-hidden />
              Agendar
            </Button>
          )}
          <Button
            type="button"
            size="sm"
            disabled={busy !== null || readOnly}
            onClick={() => void publish()}
          >
            <Send className="size-4" aria-hidden />
            Publicar
          </Button>
        </div>
      </div>

      {presence && !presence.youHold && presence.holder && (
        <div
          role="status"
          className="flex flex-wrap items-center gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
        >
          <UsersRound className="size-5 shrink-0" aria-hidden />
          <span className="flex-1">
            <strong>{presence.holder.name} está editando</strong>. O formulário está somente
            leitura.
          </span>
          <Button type="button" size="sm" variant="outline" onClick={() => void takeOver()}>
            Assumir edição
          </Button>
        </div>
      )}
      {others.length > 0 && (
        <p className="text-sm text-ink-500">
          Também com este conteúdo aberto: {others.map((person) => person.name).join(", ")}
        </p>
      )}
      {initial.untranslated && (
        <p className="rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
          {untranslatedNotice(locale)}
        </p>
      )}
      {conflict && (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-800"
        >
          <TriangleAlert className="size-5 shrink-0" aria-hidden />
          <span className="flex-1">{conflict}</span>
          <Button type="button" size="sm" variant="outline" onClick={reload}>
            Recarregar
          </Button>
        </div>
      )}
      {serverError && (
        <p
          role="alert"
          className="rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-800"
        >
          {serverError}
        </p>
      )}
      {previewUrl && (
        <p className="text-sm text-ink-700">
          Link de pré-visualização (válido por 24 horas, copiado):{" "}
          <a
            href={previewUrl}
            target="_blank"
            rel="noopener"
            className="break-all text-brand-700 underline"
          >
            {previewUrl}
          </a>
        </p>
      )}

      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        className="rounded-2xl border border-ink-100 bg-white p-4 shadow-sm sm:p-6"
      >
        <SchemaForm
          idPrefix={contentKey}
          fields={fields}
          value={value}
          onChange={change}
          errors={errors}
          readOnly={readOnly || conflict !== null}
          pictures={pictures}
          onPicture={(id, picture) => setPictures((all) => ({ ...all, [id]: picture }))}
        />
      </form>

      <ContentHistory
        open={historyOpen}
        onOpenChange={setHistoryOpen}
        contentKey={contentKey}
        readOnly={readOnly}
        onRestored={reload}
      />
      <ScheduleDialog
        open={scheduleOpen}
        onOpenChange={setScheduleOpen}
        pending={busy === "publish"}
        onSchedule={async (at) => {
          if (await publish(at)) setScheduleOpen(false);
        }}
      />
    </div>
  );
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
