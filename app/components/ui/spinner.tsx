import { LoaderCircle } from "lucide-react";
import { cn } from "../../lib/cn.ts";

export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden className={cn("size-5 animate-spin", className)} />;
}

/** docs/product.md#session-guard: the full-screen wait while the session loads. */
export function FullScreenSpinner({ label }: { label: string }) {
  return (
    <div role="status" className="grid min-h-dvh place-items-center bg-ink-50">
      <div className="flex flex-col items-center gap-3 text-ink-500">
        <Spinner className="size-8 text-brand-600" />
        <p className="text-sm">{label}</p>
      </div>
    </div>
  );
}
