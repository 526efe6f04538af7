import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

/** The "nothing here" (or "could not load") panel of a list. */
export function EmptyState({
  icon: Icon,
  title,
  children,
  tone = "neutral",
  className,
}: {
  icon?: LucideIcon;
  title: ReactNode;
  children?: ReactNode;
  tone?: "neutral" | "error";
  className?: string;
}) {
  return (
    <div
      className={cn(
        "flex flex-col items-center gap-2 rounded-[var(--radius-card)] border border-dashed px-6 py-14 text-center",
        tone === "error" ? "border-red-200 bg-red-50" : "border-ink-100 bg-white",
        className,
      )}
    >
      {Icon && (
        <span
          className={cn(
            "mb-1 grid size-12 place-items-center rounded-2xl",
            tone === "error" ? "bg-red-100 text-red-700" : "bg-ink-50 text-ink-500",
          )}
        >
          <Icon className="size-6" aria-hidden />
        </span>
      )}
      <p className={cn("font-medium", tone === "error" ? "text-red-800" : "text-ink-900")}>
        {title}
      </p>
      {children && <div className="max-w-md text-sm text-ink-500">{children}</div>}
    </div>
  );
}
