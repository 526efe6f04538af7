import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../../lib/cn.ts";

/** One titled card of the project form; the heading names the region for assistive technology. */
export function AdminFormSection({
  id,
  title,
  hint,
  icon: Icon,
  children,
  className,
}: {
  id: string;
  title: string;
  hint?: string;
  icon: LucideIcon;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn(
        "rounded-[var(--radius-card)] border border-ink-100 bg-white p-5 shadow-card sm:p-7",
        className,
      )}
    >
      <div className="mb-6 flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-100 text-brand-700">
          <Icon className="size-5" aria-hidden />
        </span>
        <div>
          <h2 id={`${id}-title`} className="text-lg font-semibold text-ink-950">
            {title}
          </h2>
          {hint && <p className="mt-0.5 text-sm text-ink-500">{hint}</p>}
        </div>
      </div>
      <div className="grid gap-5">{children}</div>
    </section>
  );
}
