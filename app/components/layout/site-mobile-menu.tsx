import { type RefObject, useEffect, useRef } from "react";
import { cn } from "../../lib/cn.ts";
import { AnchorLink, type HomeSection } from "./site-anchor-link.tsx";

/**
 * docs/product.md#site-shell: on mobile the same six entries in a toggle panel that closes on a link click.
 * While open it covers the top of the page, so focus stays in it: Tab cycles through the toggle
 * and the entries, Escape closes it and gives focus back to the toggle, and a tap outside closes it.
 */
export function SiteMobileMenu({
  id,
  open,
  active,
  items,
  onClose,
  toggleRef,
}: {
  id: string;
  /** The button that opens and closes the menu: part of the focus cycle while open. */
  toggleRef: RefObject<HTMLButtonElement | null>;
  open: boolean;
  active: HomeSection | null;
  items: ReadonlyArray<{ section: HomeSection; label: string }>;
  onClose: (returnFocus: boolean) => void;
}) {
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    const cycle = () => {
      const links = Array.from(navRef.current?.querySelectorAll<HTMLElement>("a[href]") ?? []);
      return toggleRef.current ? [toggleRef.current, ...links] : links;
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        onClose(true);
        return;
      }
      if (event.key !== "Tab") return;
      const order = cycle();
      if (order.length === 0) return;
      const index = order.indexOf(document.activeElement as HTMLElement);
      const next =
        index === -1
          ? event.shiftKey
            ? order.length - 1
            : 0
          : (index + (event.shiftKey ? -1 : 1) + order.length) % order.length;
      event.preventDefault();
      order[next]?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (navRef.current?.contains(target) || toggleRef.current?.contains(target)) return;
      onClose(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [open, onClose, toggleRef]);

  return (
    <nav
      ref={navRef}
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
