import { type ComponentProps, type MouseEvent, useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { usePageLocale } from "../../lib/locale.ts";

/** docs/product.md#constants: anchor scrolls stop 100 px above the section, under the fixed header. */
export const ANCHOR_OFFSET = 100;
/** docs/product.md#constants: from another route, navigate to / first and scroll this long after. */
export const ANCHOR_DELAY_MS = 100;

/** The home page's anchor sections, in page order (docs/product.md#public-routes). */
export const homeSections = [
  "home",
  "quem-somos",
  "servicos",
  "portfolio",
  "depoimentos",
  "contato",
] as const;
export type HomeSection = (typeof homeSections)[number];

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches
  );
}

/** The scroll position that puts `target` 100 px below the top of the view. */
export function anchorTop(target: HTMLElement): number {
  return Math.max(0, target.getBoundingClientRect().top + window.scrollY - ANCHOR_OFFSET);
}

/**
 * Smoothly scrolls to a section id, 100 px above it. Returns the scroll position it aimed at,
 * or null when the section is not on the page.
 */
export function scrollToSection(id: string): number | null {
  const target = document.getElementById(id);
  if (!target) return null;
  // Sections not yet drawn stand in at an estimated height: from here on they are all drawn, so
  // the target does not move while the view scrolls to it (app/app.css, drawn-when-near).
  document.documentElement.dataset.layoutWhole = "";
  const top = anchorTop(target);
  window.scrollTo({ top, behavior: prefersReducedMotion() ? "auto" : "smooth" });
  // Move keyboard focus along with the view, without a second jump.
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
  return top;
}

/** Resolves once the home (its hero) and the section are in the document, or after `timeoutMs`. */
function whenRendered(id: string, timeoutMs = 5000): Promise<void> {
  return new Promise((resolve) => {
    const started = performance.now();
    const check = () => {
      const rendered = document.getElementById("home") && document.getElementById(id);
      if (rendered || performance.now() - started > timeoutMs) resolve();
      else window.requestAnimationFrame(check);
    };
    check();
  });
}

/** A click handler for links to a home section: scroll in place on the locale's home (`/`, `/en`), else go there and scroll. */
export function useAnchorNavigation() {
  const { pathname } = useLocation();
  const { home } = usePageLocale();
  const navigate = useNavigate();
  return useCallback(
    async (id: string) => {
      if (pathname === home) {
        scrollToSection(id);
        return;
      }
      // Out of the first load: only a scroll that starts on another page needs it.
      const following = import("./anchor-follow.ts");
      await Promise.resolve(navigate(home));
      // The navigation settles before React has painted the home: wait for the section, then
      // give the page the product reference's 100 ms (its own scroll-to-top runs first) before scrolling.
      await whenRendered(id);
      window.setTimeout(async () => {
        const aimedAt = scrollToSection(id);
        if (aimedAt !== null) (await following).keepAimingAt(id, aimedAt);
      }, ANCHOR_DELAY_MS);
    },
    [pathname, home, navigate],
  );
}

type AnchorLinkProps = Omit<ComponentProps<"a">, "href"> & {
  section: HomeSection;
  /** Runs after the scroll starts (the mobile menu closes itself here). */
  onNavigate?: () => void;
};

/**
 * A real link to `/#section` (`/en#section` in English; works without JavaScript, can open in a new tab) whose plain click
 * scrolls smoothly with the product reference's offset instead of jumping.
 */
export function AnchorLink({ section, onNavigate, onClick, ...props }: AnchorLinkProps) {
  const goTo = useAnchorNavigation();
  const { home } = usePageLocale();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    // Modified clicks keep the browser's meaning (new tab, new window, download).
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    void goTo(section);
    onNavigate?.();
  };
  return <a href={`${home}#${section}`} onClick={handleClick} {...props} />;
}
