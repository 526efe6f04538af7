import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { AlertTriangle, Archive, Download } from "lucide-react";
import { OperatorNote } from "../../../components/admin-settings/operator-note.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { ListLoadError, ListLoading } from "../../../components/ui/list-states.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { toast } from "../../../components/ui/toaster.tsx";
import { formatDateTime } from "../../../lib/format-date.ts";
import { backupApi } from "../api.ts";
import { backupTexts as texts } from "../texts.ts";
import type { BackupOverview } from "../types.ts";

const overviewQuery = backupApi.query("GET /admin/backups", {});

function size(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(".", ",")} MB`;
}

/**
 * The backup part of /admin/configuracoes (admins only): the schedule, the last result, the kept
 * archives with a download each, and 'Fazer backup agora' (docs/product.md#operations). Without
 * BACKUP_DIR it says, in plain words, that scheduled backups are off and offers a download made on
 * the spot; the variables are for whoever runs the server, in a closed note
 * (docs/product.md#admin-settings).
 */
export function BackupsSection() {
  const queryClient = useQueryClient();
  const overview = useQuery(overviewQuery);
  const backUpNow = useMutation({
    mutationFn: () => backupApi.call("POST /admin/backups", {}),
    onSuccess: () => toast({ title: texts.done }),
    onError: (error) =>
      toast({ title: texts.lastFailed, description: error.message, variant: "destructive" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: overviewQuery.queryKey }),
  });

  return (
    <section
      aria-labelledby="backups-title"
      className="rounded-[var(--radius-card)] bg-white p-6 shadow-card"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex items-center gap-3">
          <span className="grid size-10 place-items-center rounded-xl bg-brand-100 text-brand-700">
            <Archive className="size-5" aria-hidden />
          </span>
          <h2 id="backups-title" className="text-lg font-semibold text-ink-900">
            {texts.title}
          </h2>
        </div>
        {overview.data?.schedule ? (
          <Button
            type="button"
            onClick={() => backUpNow.mutate()}
            disabled={backUpNow.isPending || overview.data.status.running}
          >
            {backUpNow.isPending ? (
              <>
                <Spinner /> {texts.backingUp}
              </>
            ) : (
              texts.backUpNow
            )}
          </Button>
        ) : (
          overview.data && (
            <Button asChild variant="outline">
              <a href={backupApi.url("GET /admin/backup", {})} download>
                <Download className="size-4" aria-hidden /> {texts.downloadNow}
              </a>
            </Button>
          )
        )}
      </div>

      {overview.isPending ? (
        <ListLoading label="Carregando backups..." />
      ) : overview.isError ? (
        <ListLoadError
          title={texts.loadError}
          error={overview.error}
          onRetry={() => overview.refetch()}
        />
      ) : (
        <BackupDetails overview={overview.data} />
      )}
    </section>
  );
}

function BackupDetails({ overview }: { overview: BackupOverview }) {
  const { schedule, status, files } = overview;
  return (
    <div className="mt-5 grid gap-4 text-sm text-ink-700">
      {schedule ? (
        <p>{texts.schedule(schedule.everyHours, schedule.keep)}</p>
      ) : (
        <div role="status" className="grid gap-1 rounded-lg bg-amber-50 p-3 text-amber-900">
          <p>{texts.notConfigured}</p>
          <p>{texts.meanwhile}</p>
        </div>
      )}
      <p>
        <span className="font-medium text-ink-900">{texts.lastSuccess}:</span>{" "}
        {status.lastSuccessAt ? formatDateTime(status.lastSuccessAt) : texts.never}
      </p>
      {status.lastFailed && (
        <p
          role="alert"
          className="flex gap-2 rounded-xl border border-red-200 bg-red-50 p-3 text-red-800"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span className="min-w-0 break-words">
            {texts.lastFailed}
            {status.lastRunAt && ` em ${formatDateTime(status.lastRunAt)}`}: {status.lastOutcome}
          </span>
        </p>
      )}
      {schedule && (
        <div>
          <h3 className="mb-2 font-medium text-ink-900">{texts.files}</h3>
          {files.length === 0 ? (
            <p className="text-ink-500">{texts.noFiles}</p>
          ) : (
            <ul className="divide-y divide-ink-100 rounded-xl border border-ink-100">
              {files.map((file) => (
                <li key={file.name} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-3">
                  <span className="min-w-0 flex-1 truncate font-mono text-xs">{file.name}</span>
                  <span className="text-ink-500">{formatDateTime(file.createdAt)}</span>
                  <span className="w-16 text-right text-ink-500">{size(file.bytes)}</span>
                  <a
                    className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
                    href={backupApi.url("GET /admin/backups/{name}", {
                      params: { name: file.name },
                    })}
                    download
                  >
                    <Download className="size-4" aria-hidden /> {texts.download}
                    <span className="sr-only"> {file.name}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <OperatorNote title={texts.forOperatorsTitle}>
        <p>{texts.forOperators}</p>
        {schedule && <p className="[overflow-wrap:anywhere]">{texts.folder(schedule.dir)}</p>}
        <p>{texts.readme}</p>
      </OperatorNote>
    </div>
  );
}
