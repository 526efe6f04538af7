import { anchorTop, prefersReducedMotion } from "./site-anchor-link.tsx";

/** How long an anchor scroll keeps aiming at a section whose place on the page still changes. */
const FOLLOW_MS = 3000;
const userScrollEvents = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

/**
 * After an anchor scroll that started on another page: aims the scroll at the section again
 * whenever the page above it changes height (the home's project cards replace their skeletons
 * when the public API answers), until the visitor scrolls themselves or FOLLOW_MS pass, so the
 * scroll stops 100 px above the section where it ends up.
 */
export function keepAimingAt(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  let aimed = anchorTop(target);
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
