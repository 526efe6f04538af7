import { useId } from "react";
import { cn } from "../../lib/cn.ts";
import type { Locale } from "../../lib/locale.ts";
import { m } from "../../paraglide/messages.js";

/** The brand mark: an "N" drawn as two nodes joined by a link, the agency's idea of "nexo". */
export function SiteLogoMark({ className }: { className?: string }) {
  const gradient = useId();
  return (
    <svg
      viewBox="0 0 40 40"
      width="40"
      height="40"
      aria-hidden="true"
      focusable="false"
      className={cn("size-10 shrink-0", className)}
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="40" y2="40" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#8b83ff" />
          <stop offset="1" stopColor="#3b33c9" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="12" fill={`url(#${gradient})`} />
      <path
        d="M12 28V12l16 16V12"
        fill="none"
        stroke="#fff"
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="28" cy="12" r="3.6" fill="#c5f25c" />
    </svg>
  );
}

/**
 * docs/product.md#site-shell: desktop and mobile variants. The full one carries the agency's name and tagline;
 * the compact one keeps only the mark and the first word, for narrow headers. The tagline is in
 * `locale`: the public pages' (docs/architecture.md#locales), pt-BR in the back office.
 */
export function SiteLogo({
  name,
  variant,
  locale,
  tone = "light",
  className,
}: {
  name: string;
  variant: "full" | "compact";
  locale: Locale;
  /** Text colour for dark (light text) or light (dark text) backgrounds. */
  tone?: "light" | "dark";
  className?: string;
}) {
  const [first, ...rest] = name.split(" ");
  const text = tone === "light" ? "text-white" : "text-ink-900";
  return (
    <span className={cn("inline-flex items-center gap-2.5", className)}>
      <SiteLogoMark className={variant === "compact" ? "size-9" : undefined} />
      {variant === "full" ? (
        <span className="grid leading-none">
          <span className={cn("font-display text-lg font-semibold tracking-tight", text)}>
            {first}
            {rest.length > 0 && (
              // The light brand tint reads on dark backgrounds only; on light ones, the deep one.
              // brand-300, not 400: the scrolled header is 85% ink over whatever passes under it,
              // white sections included, and 400 fell short of 4.5:1 there.
              <span className={tone === "light" ? "text-brand-300" : "text-brand-600"}>
                {" "}
                {rest.join(" ")}
              </span>
            )}
          </span>
          <span
            className={cn(
              "mt-1 text-[0.625rem] font-medium tracking-[0.2em] uppercase",
              tone === "light" ? "text-ink-300" : "text-ink-500",
            )}
          >
            {m.logo_tagline({}, { locale })}
          </span>
        </span>
      ) : (
        <span className={cn("font-display text-base font-semibold tracking-tight", text)}>
          {first}
        </span>
      )}
    </span>
  );
}
