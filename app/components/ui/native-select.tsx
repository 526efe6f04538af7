import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";
import { inputClass } from "./field.tsx";

/**
 * The browser's own <select>, for the public forms that work without JavaScript: styled as the
 * other inputs, with the chevron the arrow it hides would have shown. `children` are its options.
 */
export function NativeSelect({ className, ...props }: ComponentProps<"select">) {
  return (
    <div className="relative">
      <select {...props} className={cn(inputClass, "appearance-none pr-11", className)} />
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 text-ink-500"
      />
    </div>
  );
}
