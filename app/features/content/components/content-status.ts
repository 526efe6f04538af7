import type { BadgeTone } from "../../../components/ui/badge.tsx";
import { formatDateTime } from "../../../lib/format-date.ts";
import type { ContentStatus } from "../documents.ts";

/** A document's state as the list and the edit screen name it (docs/product.md#site-content). */
export function statusLabel(status: ContentStatus, scheduledAt: string | null): string {
  if (status === "scheduled" && scheduledAt) return `Agendado para ${formatDateTime(scheduledAt)}`;
  return status === "published" ? "Publicado" : "Rascunho com alterações";
}

export const statusTone: Record<ContentStatus, BadgeTone> = {
  published: "success",
  draft: "warning",
  scheduled: "brand",
};

/**
 * A day (yyyy-MM-dd) and a time (HH:mm) in the agency's time zone (America/Sao_Paulo) as the
 * instant the API takes: the screens schedule in São Paulo's hours whatever the browser's zone.
 */
export function saoPauloInstant(day: string, time: string): Date {
  const guess = new Date(`${day}T${time}:00Z`);
  const parts: Record<string, string> = {};
  const format = new Intl.DateTimeFormat("en-US", {
    timeZone: "America/Sao_Paulo",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  for (const part of format.formatToParts(guess)) parts[part.type] = part.value;
  const shown = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
  );
  return new Date(guess.getTime() - (shown - guess.getTime()));
}
