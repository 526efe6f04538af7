import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

/** A headline number with a label and an icon (admin statistics). */
export function StatCard({
  label,
  value,
  icon: Icon,
  hint,
  tone = "brand",
  dense = false,
  className,
}: {
  label: ReactNode;
  value: ReactNode;
  icon?: LucideIcon;
  hint?: ReactNode;
  tone?: "brand" | "lime" | "ink" | "coral";
  /** Three in a row on a phone: no icon and a smaller number below 640 px. */
  dense?: boolean;
  className?: string;
}) {
  const toneClass = {
    brand: "bg-brand-100 text-brand-700",
    lime: "bg-lime-400/40 text-ink-900",
    ink: "bg-ink-100 text-ink-700",
    coral: "bg-coral-500/15 text-red-800",
  }[tone];
  return (
    <div
      className={cn(
        "flex items-center gap-4 rounded-[var(--radius-card)] border border-ink-100 bg-white shadow-card",
        dense ? "p-3.5 sm:p-5" : "p-5",
        className,
      )}
    >
      {Icon && (
        <span
          className={cn(
            "size-12 shrink-0 place-items-center rounded-2xl",
            dense ? "hidden sm:grid" : "grid",
            toneClass,
          )}
        >
          <Icon className="size-6" aria-hidden />
        </span>
      )}
      <div className="min-w-0">
        <p className={cn("font-medium text-ink-500", dense ? "text-xs sm:text-sm" : "text-sm")}>
          {label}
        </p>
        <p
          className={cn(
            "font-display font-semibold tracking-tight text-ink-950 tabular-nums",
            dense ? "text-2xl sm:text-3xl" : "text-3xl",
          )}
        >
          {value}
        </p>
        {hint && <p className="mt-0.5 text-xs text-ink-500">{hint}</p>}
      </div>
    </div>
  );
}
