import { type RefObject, useEffect, useRef } from "react";
import { cn } from "../../lib/cn.ts";
import { useLocale } from "../../lib/locale.ts";
import { m } from "../../paraglide/messages.js";
import { useActiveSection } from "./active-section.ts";
import { AnchorLink, type HomeSection } from "./site-anchor-link.tsx";
import type { Message } from "./site-nav.ts";

/**
 * docs/product.md#site-shell: on mobile the same six entries in a toggle panel that closes on a link click.
 * The panel is a popover its toggle opens (site-header.tsx), so the browser itself opens and
 * closes it, closes it on Escape or a tap outside, and gives focus back to the toggle; that much
 * works without JavaScript. The scripts add the rest: a link closes it, and while it is open,
 * since it covers the top of the page, Tab cycles through the toggle and the entries.
 */
export function SiteMobileMenu({
  id,
  onHome,
  items,
  onOpenChange,
  onNavigate,
  toggleRef,
}: {
  id: string;
  /** The button that opens and closes the menu: part of the focus cycle while open. */
  toggleRef: RefObject<HTMLButtonElement | null>;
  /** On the home its entry for the section under the header is marked (active-section.ts). */
  onHome: boolean;
  items: ReadonlyArray<{ section: HomeSection; label: Message }>;
  /** Told each time the menu opens or closes, and at once if it was opened before hydration. */
  onOpenChange: (open: boolean) => void;
  /** A link was followed: the menu is to close. */
  onNavigate: () => void;
}) {
  const locale = useLocale();
  const active = useActiveSection(onHome);
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    const isOpen = () => nav.matches(":popover-open");
    const onToggle = () => onOpenChange(isOpen());
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Tab" || !isOpen()) return;
      const links = Array.from(nav.querySelectorAll<HTMLElement>("a[href]"));
      const order = toggleRef.current ? [toggleRef.current, ...links] : links;
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
    onToggle();
    nav.addEventListener("toggle", onToggle);
    document.addEventListener("keydown", onKey);
    return () => {
      nav.removeEventListener("toggle", onToggle);
      document.removeEventListener("keydown", onKey);
    };
  }, [onOpenChange, toggleRef]);

  return (
    <nav
      ref={navRef}
      id={id}
      popover="auto"
      aria-label={m.nav_mobile({}, { locale })}
      // Under the header's 80 px bar, across the screen (a popover is otherwise a centred box),
      // scrolling within itself on a short screen.
      className="inset-x-0 top-20 bottom-auto m-0 max-h-[calc(100dvh-5rem)] w-full max-w-none border-0 border-t border-white/10 bg-ink-950/95 p-0 text-inherit backdrop-blur-md lg:hidden"
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
                onNavigate={onNavigate}
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
                {item.label({}, { locale })}
              </AnchorLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
