import { Quote } from "lucide-react";
import { cn } from "../../../lib/cn.ts";
import { useLocale } from "../../../lib/locale.ts";
import { projectTypeLabel } from "../../../lib/project-type-labels.ts";
import { m } from "../../../paraglide/messages.js";
import type { PublicTestimonial } from "../types.ts";
import { RatingStars } from "./rating-stars.tsx";

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? "";
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? "") : "";
  return (first + last).toUpperCase();
}

/**
 * One approved testimonial: stars, the text, who wrote it and for which project, and the
 * 'Destaque' badge when staff featured it; the text carries the language it was written in
 * (`lang`). Used by the home slider and the /depoimentos list.
 */
export function TestimonialCard({
  testimonial,
  className,
}: {
  testimonial: PublicTestimonial;
  className?: string;
}) {
  const locale = useLocale();
  const { clientName, companyName, projectType, content, rating, featured, language } = testimonial;
  return (
    <figure
      className={cn(
        "relative flex h-full flex-col rounded-[var(--radius-card)] border border-ink-100 bg-white p-6 shadow-card sm:p-7",
        featured && "border-brand-100 ring-1 ring-brand-100",
        className,
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <RatingStars rating={rating} />
        {featured && (
          <span className="inline-flex items-center rounded-full bg-brand-100 px-2.5 py-1 text-xs font-semibold text-brand-700">
            {m.testimonials_featured({}, { locale })}
          </span>
        )}
      </div>
      <Quote aria-hidden className="mt-5 size-7 text-brand-500/30" />
      <blockquote
        lang={language}
        className="mt-2 flex-1 text-[0.9375rem] leading-relaxed text-ink-700"
      >
        <p className="whitespace-pre-line break-words">{content}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3 border-t border-ink-100 pt-5">
        <span
          aria-hidden
          className="grid size-11 shrink-0 place-items-center rounded-full bg-gradient-to-br from-brand-500 to-brand-700 font-display text-sm font-semibold text-white"
        >
          {initials(clientName)}
        </span>
        {/* Name and project wrap rather than cut: 'Site de Hospedagens / Temporadas' is a whole
            answer, and a card is a third of the page wide at most. The project type moves to a
            line of its own before it is split. */}
        <span className="min-w-0">
          <span className="block font-semibold break-words text-ink-900">{clientName}</span>
          <span
            data-testid="testimonial-project"
            className="block text-sm break-words text-ink-500"
          >
            {companyName && `${companyName} · `}
            <span className="inline-block">{projectTypeLabel(projectType, locale)}</span>
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
