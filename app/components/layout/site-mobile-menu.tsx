import { useEffect } from "react";
import { cn } from "../../lib/cn.ts";
import { AnchorLink, type HomeSection } from "./site-anchor-link.tsx";

/**
 * SPEC 2.3: on mobile the same six entries in a toggle panel that closes on a link click.
 * Not modal: the page stays reachable; Escape closes it and gives focus back to the toggle.
 */
export function SiteMobileMenu({
  id,
  open,
  active,
  items,
  onClose,
}: {
  id: string;
  open: boolean;
  active: HomeSection | null;
  items: ReadonlyArray<{ section: HomeSection; label: string }>;
  onClose: (returnFocus: boolean) => void;
}) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose(true);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, onClose]);

  return (
    <nav
      id={id}
      aria-label="Menu móvel"
      hidden={!open}
      className="border-t border-white/10 bg-ink-950/95 backdrop-blur-md lg:hidden"
    >
      <ul className="mx-auto grid max-w-7xl gap-1 px-6 py-4">
        {items.map((item, index) => {
          const isContact = index === items.length - 1;
          const current = active === item.section;
          return (
            <li key={item.section}>
              <AnchorLink
                section={item.section}
                aria-current={current ? "location" : undefined}
                onNavigate={() => onClose(false)}
                className={cn(
                  "flex min-h-12 items-center rounded-xl px-4 text-base font-medium transition-colors",
                  isContact
                    ? "mt-2 justify-center bg-brand-600 font-semibold tracking-wider text-white hover:bg-brand-500"
                    : current
                      ? "bg-white/10 text-white"
                      : "text-ink-100 hover:bg-white/5 hover:text-white",
                )}
              >
                {!isContact && (
                  <span
                    aria-hidden
                    className={cn(
                      "mr-3 size-1.5 rounded-full",
                      current ? "bg-lime-400" : "bg-white/20",
                    )}
                  />
                )}
                {item.label}
              </AnchorLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
