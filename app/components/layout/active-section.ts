import { useSyncExternalStore } from "react";
import { ANCHOR_OFFSET, type HomeSection, homeSections } from "./site-anchor-link.tsx";

/*
 * The home section under the header, read once per frame while anyone listens, for the header's
 * links and the mobile menu's alike. Each reads it itself rather than the menu taking it as a
 * prop: until the menu's chunk arrives the menu is the server's HTML, and a new prop then (the
 * page was scrolled before the scripts ran) would make React drop that HTML for a new, closed
 * menu, redrawn in the middle of whatever the visitor pressed.
 */

let current: HomeSection = "home";
const listeners = new Set<() => void>();
let frame = 0;

/** The last section whose top has passed the header's bottom edge. */
function read(): HomeSection {
  // At the very bottom the last (short) section can never reach the top: it is the one read.
  const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 4;
  if (atBottom && window.scrollY > 0) return homeSections[homeSections.length - 1]!;
  let found: HomeSection = "home";
  for (const id of homeSections) {
    const element = document.getElementById(id);
    if (element && element.getBoundingClientRect().top <= ANCHOR_OFFSET + 20) found = id;
  }
  return found;
}

function update() {
  frame = 0;
  const next = read();
  if (next === current) return;
  current = next;
  for (const listener of listeners) listener();
}

function schedule() {
  if (!frame) frame = window.requestAnimationFrame(update);
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
  }
  listeners.add(listener);
  update();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener("scroll", schedule);
    window.removeEventListener("resize", schedule);
    if (frame) window.cancelAnimationFrame(frame);
    frame = 0;
  };
}

const noSubscription = () => () => {};
const home = (): HomeSection => "home";
const none = () => null;

/** The home's section under the header (server and hydration: the first), or null off the home. */
export function useActiveSection(onHome: boolean): HomeSection | null {
  return useSyncExternalStore(
    onHome ? subscribe : noSubscription,
    onHome ? () => current : none,
    onHome ? home : none,
  );
}
