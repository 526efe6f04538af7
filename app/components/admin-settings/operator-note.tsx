import { Server } from "lucide-react";
import type { ReactNode } from "react";

/**
 * The part of a settings section meant for whoever runs the server (docs/product.md#admin-settings):
 * closed by default, so staff read the plain words above it and never the server's variable names
 * unless they open it. The README is not served by the site, so it is named, not linked.
 */
export function OperatorNote({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details className="group rounded-xl border border-ink-100 bg-ink-50 text-sm">
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-xl px-3 py-2 font-medium text-ink-700 hover:text-ink-900 [&::-webkit-details-marker]:hidden">
        <Server className="size-4 shrink-0" aria-hidden />
        {title}
        <span
          aria-hidden
          className="ml-auto text-ink-500 transition-transform group-open:rotate-90"
        >
          ›
        </span>
      </summary>
      <div className="grid gap-2 border-t border-ink-100 px-3 py-3 text-ink-700">{children}</div>
    </details>
  );
}
