import type { ReactNode } from "react";
import { cn } from "../../../lib/cn.ts";

/** The home sections' heading block: small uppercase eyebrow, Sora heading, optional lead. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  tone = "light",
  align = "left",
  className,
}: {
  id: string;
  eyebrow: string;
  title: ReactNode;
  lead?: ReactNode;
  /** "dark" for headings on ink backgrounds. */
  tone?: "light" | "dark";
  align?: "left" | "center";
  className?: string;
}) {
  const dark = tone === "dark";
  return (
    <div className={cn(align === "center" && "mx-auto text-center", "max-w-2xl", className)}>
      <p
        className={cn(
          "text-xs font-semibold tracking-widest uppercase",
          dark ? "text-lime-400" : "text-brand-600",
        )}
      >
        {eyebrow}
      </p>
      <h2
        id={id}
        className={cn(
          "mt-3 text-3xl leading-tight font-semibold sm:text-4xl lg:text-[2.75rem]",
          dark ? "text-white" : "text-ink-900",
        )}
      >
        {title}
      </h2>
      {lead && (
        <p className={cn("mt-4 text-lg leading-relaxed", dark ? "text-ink-300" : "text-ink-500")}>
          {lead}
        </p>
      )}
    </div>
  );
}
