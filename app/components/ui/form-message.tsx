import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

/**
 * The answer to a form posted without JavaScript, where there is no toast
 * (docs/product.md#forms-without-javascript): the same title and text, on the page.
 */
export function FormMessage({
  tone,
  title,
  description,
  children,
  className,
}: {
  tone: "success" | "error";
  title: string;
  description?: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      data-form-message={tone}
      className={cn(
        "rounded-xl border p-4 text-sm",
        tone === "success"
          ? "border-emerald-200 bg-emerald-50 text-emerald-900"
          : "border-red-200 bg-red-50 text-red-800",
        className,
      )}
    >
      <p className="font-semibold">{title}</p>
      {description && <p className="mt-1">{description}</p>}
      {children}
    </div>
  );
}
