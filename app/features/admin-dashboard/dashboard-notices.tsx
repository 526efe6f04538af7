import { useQuery } from "@tanstack/react-query";
import { AlertTriangle } from "lucide-react";
import { Link } from "react-router";
import { formatDateTime } from "../../lib/format-date.ts";
import { backupApi } from "../backup/index.ts";

/**
 * What an admin must act on, above the cards: today a failed scheduled backup
 * (docs/product.md#operations). Shares its query with /admin/configuracoes, so opening the
 * settings reuses what the dashboard fetched. Nothing shows while loading or when all is well.
 */
export function DashboardNotices({ isAdmin }: { isAdmin: boolean }) {
  const backups = useQuery({ ...backupApi.query("GET /admin/backups", {}), enabled: isAdmin });
  const status = backups.data?.status;
  if (!isAdmin || !status?.lastFailed) return null;
  return (
    <div
      role="alert"
      className="mb-6 flex items-start gap-3 rounded-[var(--radius-card)] border border-red-200 bg-red-50 p-4 text-sm text-red-900"
    >
      <AlertTriangle className="mt-0.5 size-5 shrink-0 text-red-600" aria-hidden />
      <p>
        <strong>O último backup automático falhou</strong>
        {status.lastRunAt ? ` (${formatDateTime(status.lastRunAt)})` : ""}
        {status.lastOutcome ? `: ${status.lastOutcome}` : "."}{" "}
        {status.lastSuccessAt
          ? `Último backup bem-sucedido: ${formatDateTime(status.lastSuccessAt)}. `
          : "Nenhum backup foi concluído ainda. "}
        <Link to="/admin/configuracoes" className="font-semibold underline">
          Ver backups
        </Link>
      </p>
    </div>
  );
}
