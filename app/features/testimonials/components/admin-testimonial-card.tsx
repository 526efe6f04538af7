import { Building2, Check, Mail, Star, StarOff, Trash2, X } from "lucide-react";
import { Badge, type BadgeTone } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { formatDate } from "../../../lib/format-date.ts";
import { localeNamesInPortuguese } from "../../../lib/locale.ts";
import type { Testimonial, TestimonialStatus } from "../types.ts";

export const statusBadges: Record<TestimonialStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: "Pendente", tone: "warning" },
  approved: { label: "Aprovado", tone: "success" },
  rejected: { label: "Rejeitado", tone: "danger" },
};

export type ModerationAction =
  | { kind: "status"; status: "approved" | "rejected" }
  | { kind: "featured"; featured: boolean }
  | { kind: "delete" };

/** One testimonial with the actions its status allows (docs/product.md#back-office, docs/product.md#data-rules). */
export function AdminTestimonialCard({
  testimonial: t,
  busy,
  onAction,
}: {
  testimonial: Testimonial;
  /** An action on this card is in flight: its buttons wait. */
  busy: boolean;
  onAction: (action: ModerationAction) => void;
}) {
  const status = statusBadges[t.status];
  const headingId = `testimonial-${t.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-4 rounded-[var(--radius-card)] border border-ink-100 bg-white p-5 shadow-card sm:p-6"
    >
      {/* The badges have a row of their own above the name, on every card: beside the name they
          would sit on its line for a short e-mail and drop below for a long one. */}
      <header className="grid gap-2.5">
        <div className="flex flex-wrap gap-1.5">
          <Badge tone={status.tone}>{status.label}</Badge>
          {t.featured && (
            <Badge tone="lime">
              <Star className="size-3 fill-current" aria-hidden />
              Destaque
            </Badge>
          )}
        </div>
        <div className="min-w-0">
          <h2 id={headingId} className="text-base font-semibold break-words text-ink-950">
            {t.clientName}
          </h2>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-500">
            {t.companyName && (
              <span className="inline-flex items-center gap-1">
                <Building2 className="size-3.5" aria-hidden />
                {t.companyName}
              </span>
            )}
            <a
              href={`mailto:${t.clientEmail}`}
              className="inline-flex min-w-0 items-center gap-1 break-all hover:text-brand-700 hover:underline"
            >
              <Mail className="size-3.5 shrink-0" aria-hidden />
              {t.clientEmail}
            </a>
          </p>
        </div>
      </header>

      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <Rating value={t.rating} />
        <span className="text-ink-300" aria-hidden>
          •
        </span>
        <span className="text-ink-700">{t.projectType}</span>
        <span className="text-ink-300" aria-hidden>
          •
        </span>
        <span className="text-ink-700">Idioma: {localeNamesInPortuguese[t.language]}</span>
      </div>

      <blockquote
        lang={t.language}
        className="border-l-2 border-brand-400 pl-4 text-sm leading-relaxed break-words whitespace-pre-line text-ink-700"
      >
        {t.content}
      </blockquote>

      <p className="text-xs text-ink-500">
        Enviado em {formatDate(t.createdAt)}
        {t.approvedAt && t.status === "approved" && ` · Aprovado em ${formatDate(t.approvedAt)}`}
      </p>

      <div className="mt-auto flex flex-wrap gap-2 border-t border-ink-100 pt-4">
        {t.status !== "approved" && (
          <Button
            size="sm"
            className="bg-emerald-700 hover:bg-emerald-800"
            disabled={busy}
            onClick={() => onAction({ kind: "status", status: "approved" })}
          >
            <Check className="size-4" aria-hidden />
            Aprovar
          </Button>
        )}
        {t.status !== "rejected" && (
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => onAction({ kind: "status", status: "rejected" })}
          >
            <X className="size-4" aria-hidden />
            Rejeitar
          </Button>
        )}
        {t.status === "approved" && (
          <Button
            size="sm"
            variant={t.featured ? "outline" : "lime"}
            disabled={busy}
            onClick={() => onAction({ kind: "featured", featured: !t.featured })}
          >
            {t.featured ? (
              <StarOff className="size-4" aria-hidden />
            ) : (
              <Star className="size-4" aria-hidden />
            )}
            {t.featured ? "Remover Destaque" : "Destacar"}
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          className="text-red-700 hover:bg-red-50 sm:ml-auto"
          disabled={busy}
          onClick={() => onAction({ kind: "delete" })}
        >
          <Trash2 className="size-4" aria-hidden />
          Excluir
        </Button>
      </div>
    </article>
  );
}

function Rating({ value }: { value: number }) {
  return (
    <span
      role="img"
      aria-label={`Avaliação: ${value} de 5 estrelas`}
      className="inline-flex items-center gap-0.5"
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden
          className={n <= value ? "size-4 fill-amber-400 text-amber-400" : "size-4 text-ink-100"}
        />
      ))}
    </span>
  );
}
