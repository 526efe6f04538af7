import { anchorTop, prefersReducedMotion } from "./site-anchor-link.tsx";

/** How long an anchor scroll keeps aiming at a section whose place on the page still changes. */
const FOLLOW_MS = 10_000;
const userScrollEvents = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

/**
 * After an anchor scroll that started on another page and aimed at `aimedAt`: aims the scroll at
 * the section again whenever its place changes (the home's project cards replace their
 * skeletons when the public API answers, which may be before this runs), until the visitor
 * scrolls, taps or types, or FOLLOW_MS pass. So the scroll stops 100 px above the section
 * wherever it ends up, and never fights the visitor.
 */
export function keepAimingAt(id: string, aimedAt: number) {
  const target = document.getElementById(id);
  if (!target) return;
  let aimed = aimedAt;
  // Also called once as soon as it observes.
  const observer = new ResizeObserver(() => {
    const top = anchorTop(target);
    if (Math.abs(top - aimed) < 1) return;
    aimed = top;
    window.scrollTo({ top, behavior: prefersReducedMotion() ? "auto" : "smooth" });
  });
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of userScrollEvents) window.removeEventListener(type, stop, true);
  };
  const timer = window.setTimeout(stop, FOLLOW_MS);
  for (const type of userScrollEvents) {
    window.addEventListener(type, stop, { capture: true, passive: true });
  }
  observer.observe(document.body);
}
