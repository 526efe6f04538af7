import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { cn } from "../../lib/cn.ts";
import { usePageLocale } from "../../lib/locale.ts";
import { useSiteFacts } from "../../lib/site-facts.ts";
import { m } from "../../paraglide/messages.js";
import { CloseIcon, MenuIcon } from "../ui/stroke-icons.tsx";
import { useActiveSection } from "./active-section.ts";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { AnchorLink } from "./site-anchor-link.tsx";
import { SiteLogo } from "./site-logo.tsx";
import { siteNavItems } from "./site-nav.ts";

// The mobile menu is a popover the toggle opens by itself (popovertarget), so it works before the
// page's scripts arrive and without them. Its code, which adds what HTML cannot do (closing on a
// link, keeping focus inside), is a chunk of its own, out of every page's first load
// (docs/architecture.md#performance-budgets), asked for as soon as the page's code runs. The
// server renders it (closed), and React hydrates it when the chunk arrives.
let mobileMenu: Promise<typeof import("./site-mobile-menu.tsx")> | undefined;
function loadMobileMenu() {
  mobileMenu ??= import("./site-mobile-menu.tsx");
  return mobileMenu;
}
const SiteMobileMenu = lazy(() =>
  loadMobileMenu().then((module) => ({ default: module.SiteMobileMenu })),
);
if (typeof document !== "undefined") void loadMobileMenu();

/** The mobile menu's id, which its toggle names as its popover target (and app.css's menu-open variant). */
const MOBILE_MENU_ID = "menu-mobile";

function closeMobileMenu() {
  const menu = document.getElementById(MOBILE_MENU_ID);
  if (menu?.matches(":popover-open")) menu.hidePopover();
}

// Until the menu's chunk has arrived and hydrated, a link in the open menu only scrolled the page
// behind it, and the menu stayed over the page. This one line, in the page itself right after the
// menu, closes it on any link from the first paint; the menu's own code does the rest later. The
// page's CSP allows it by its hash (server/http/page-csp.ts).
const closeMenuOnLink = `document.getElementById("${MOBILE_MENU_ID}").addEventListener("click",function(e){if(e.target.closest("a[href]"))this.hidePopover()})`;

/** docs/product.md#constants: the header turns translucent dark once the page is scrolled beyond 50 px. */
export const HEADER_SCROLL_THRESHOLD = 50;

/** Whether the page is scrolled past `threshold`; null until the script has looked (server, hydration). */
function useScrolledPast(threshold: number): boolean | null {
  const [scrolled, setScrolled] = useState<boolean | null>(null);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}

export function SiteHeader() {
  const site = useSiteFacts();
  const { pathname } = useLocation();
  const { locale, home } = usePageLocale();
  const onHome = pathname === home;
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD);
  const active = useActiveSection(onHome);
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // A route change closes the menu (the links inside it also close it themselves). Not on the
  // first render: a menu opened before the scripts arrived stays open.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    closeMobileMenu();
  }, [pathname]);

  // The same element while the page stays: until its chunk has arrived, the menu is the server's
  // HTML, and new props then (the header re-renders on scroll) would make React drop that HTML for
  // a new, closed menu, closing one the visitor opened before the scripts ran. So the menu reads
  // the section under the header itself (active-section.ts).
  const mobileMenu = useMemo(
    () => (
      <Suspense>
        <SiteMobileMenu
          id={MOBILE_MENU_ID}
          onHome={onHome}
          onOpenChange={setMenuOpen}
          onNavigate={closeMobileMenu}
          toggleRef={toggleRef}
          items={siteNavItems}
        />
      </Suspense>
    ),
    [onHome],
  );

  const solid = scrolled || menuOpen;
  const links = siteNavItems.slice(0, -1);
  const contact = siteNavItems[siteNavItems.length - 1]!;

  return (
    <header
      className={cn(
        "fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow,border-color] duration-300",
        solid
          ? "border-b border-white/10 bg-ink-950/85 shadow-[0_8px_32px_-16px_rgb(0_0_0/0.6)] backdrop-blur-md"
          : onHome
            ? cn(
                "border-b border-transparent bg-transparent",
                // Until the script knows the scroll position, CSS follows it (app.css).
                scrolled === null && "solid-when-scrolled",
              )
            : "border-b border-white/10 bg-ink-950",
      )}
    >
      <div className="mx-auto flex h-20 max-w-7xl items-center justify-between gap-6 px-6">
        <Link to={home} className="block rounded-xl" onClick={closeMobileMenu}>
          <span className="hidden md:block">
            <SiteLogo name={site.name} variant="full" locale={locale} />
          </span>
          <span className="md:hidden">
            <SiteLogo name={site.name} variant="compact" locale={locale} />
          </span>
          <span className="sr-only">{m.header_home_link({}, { locale })}</span>
        </Link>

        <nav aria-label={m.nav_main({}, { locale })} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {links.map((item) => {
              const current = active === item.section;
              return (
                <li key={item.section}>
                  <AnchorLink
                    section={item.section}
                    aria-current={current ? "location" : undefined}
                    className={cn(
                      "relative rounded-full px-4 py-2 text-sm font-medium transition-colors",
                      current ? "text-white" : "text-ink-300 hover:text-white",
                    )}
                  >
                    {item.label({}, { locale })}
                    <span
                      aria-hidden
                      className={cn(
                        "absolute inset-x-4 -bottom-0.5 h-0.5 rounded-full bg-lime-400 transition-opacity",
                        current ? "opacity-100" : "opacity-0",
                      )}
                    />
                  </AnchorLink>
                </li>
              );
            })}
            <li className="ml-3">
              <AnchorLink
                section={contact.section}
                aria-current={active === contact.section ? "location" : undefined}
                className={cn(
                  "inline-flex h-10 items-center rounded-full px-5 text-sm font-semibold tracking-wider transition-colors",
                  active === contact.section
                    ? "bg-lime-400 text-ink-950 hover:bg-lime-300"
                    : "bg-brand-600 text-white hover:bg-brand-500",
                )}
              >
                {contact.label({}, { locale })}
              </AnchorLink>
            </li>
          </ul>
        </nav>

        <div className="flex items-center gap-1">
          <LanguageSwitcher className="rounded-full px-3 py-2 text-sm font-medium text-ink-300 hover:text-white" />
          {/* Its name and icon follow the menu through CSS (the menu-open variant, app.css), so
              they are right before the scripts arrive too; browsers derive aria-expanded from
              popovertarget themselves. Its taps never reach React, which would otherwise
              hydrate the page in full before the menu opened (data-browser-control, decision
              0054). */}
          <button
            ref={toggleRef}
            type="button"
            popoverTarget={MOBILE_MENU_ID}
            data-browser-control
            className="grid size-11 place-items-center rounded-full text-white hover:bg-white/10 lg:hidden"
          >
            <span className="sr-only menu-open:hidden">{m.menu_open({}, { locale })}</span>
            <span className="sr-only hidden menu-open:inline">{m.menu_close({}, { locale })}</span>
            <MenuIcon className="size-6 menu-open:hidden" />
            <CloseIcon className="hidden size-6 menu-open:block" />
          </button>
        </div>
      </div>

      {mobileMenu}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this module, no input */}
      <script dangerouslySetInnerHTML={{ __html: closeMenuOnLink }} />
    </header>
  );
}
