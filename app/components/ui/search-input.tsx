import { Search } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";
import { inputClass } from "./field.tsx";

/** A search box with its icon. The placeholder doubles as the accessible name unless aria-label is given. */
export function SearchInput({ className, placeholder, ...props }: ComponentProps<"input">) {
  return (
    <div className={cn("relative w-full", className)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-500"
        aria-hidden
      />
      <input
        type="search"
        aria-label={placeholder}
        placeholder={placeholder}
        className={cn(inputClass, "h-11 py-2 pl-10")}
        {...props}
      />
    </div>
  );
}

/** docs/product.md#constants: case-insensitive search; true when any field contains the query (blank matches all). */
export function matchesSearch(query: string, ...fields: (string | null | undefined)[]): boolean {
  const needle = query.trim().toLocaleLowerCase("pt-BR");
  if (!needle) return true;
  return fields.some((field) => field?.toLocaleLowerCase("pt-BR").includes(needle));
}
