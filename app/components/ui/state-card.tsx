import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";
import { Button } from "./button.tsx";

/**
 * The card a public list shows instead of its items: nothing published yet, or the list could not
 * be loaded. `tone="error"` makes it an alert, so screen readers announce the failure.
 */
export function StateCard({
  icon: Icon,
  tone,
  heading,
  children,
  action,
}: {
  icon: LucideIcon;
  tone: "empty" | "error";
  /** A heading when the state has a title of its own; otherwise the first line is plain text. */
  heading?: ReactNode;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div
      role={tone === "error" ? "alert" : undefined}
      className="mx-auto grid max-w-lg justify-items-center rounded-[var(--radius-card)] bg-white px-8 py-14 text-center shadow-card"
    >
      <span
        className={cn(
          "grid size-14 place-items-center rounded-2xl",
          tone === "error" ? "bg-red-50 text-red-600" : "bg-brand-100 text-brand-700",
        )}
      >
        <Icon className="size-7" aria-hidden />
      </span>
      {heading ? (
        <>
          <h2 className="mt-5 text-xl font-semibold text-ink-900">{heading}</h2>
          <p className="mt-2 text-ink-500">{children}</p>
        </>
      ) : (
        <p className="mt-5 font-medium text-ink-900">{children}</p>
      )}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}

/** The retry of a public list that failed: the page is rendered on the server, so reload it. */
export function ReloadButton({ children }: { children: ReactNode }) {
  return (
    <Button type="button" variant="secondary" onClick={() => window.location.reload()}>
      {children}
    </Button>
  );
}
