import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

/**
 * The dark opening band of the inner public pages. Its generous top padding clears the fixed
 * header, and the one h1 of the page lives here.
 */
export function PageHero({
  eyebrow,
  title,
  description,
  before,
  children,
  className,
  width = "max-w-7xl",
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Above the eyebrow: a back link, breadcrumbs. */
  before?: ReactNode;
  /** Below the description: actions, facts. */
  children?: ReactNode;
  className?: string;
  /** The container width, matching the content below so both share one left edge. */
  width?: "max-w-7xl" | "max-w-6xl";
}) {
  return (
    <section className={cn("relative isolate overflow-hidden bg-ink-950 text-white", className)}>
      <div
        aria-hidden
        className="glow absolute -top-[18rem] left-1/2 -z-10 size-[52rem] -translate-x-1/2 [--glow:rgb(76_66_232/0.3)] sm:left-3/4"
      />
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,rgb(255_255_255/0.04)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.04)_1px,transparent_1px)] bg-[size:4rem_4rem] [mask-image:radial-gradient(ellipse_at_top,black,transparent_70%)]"
      />
      <div className={cn("mx-auto px-6 pt-32 pb-16 sm:pt-40 sm:pb-20", width)}>
        {before && <div className="mb-8">{before}</div>}
        {eyebrow && (
          <p className="text-xs font-semibold tracking-widest text-lime-400 uppercase">{eyebrow}</p>
        )}
        <h1 className="mt-3 max-w-3xl text-4xl leading-[1.1] font-semibold sm:text-5xl lg:text-6xl">
          {title}
        </h1>
        {description && (
          <div className="mt-5 max-w-2xl text-lg leading-relaxed text-ink-300">{description}</div>
        )}
        {children && <div className="mt-8">{children}</div>}
      </div>
    </section>
  );
}
