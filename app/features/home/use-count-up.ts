import { type RefObject, useEffect, useState } from "react";
import { prefersReducedMotion } from "../../components/layout/site-anchor-link.tsx";

export interface CountUp {
  value: number;
  /**
   * True until the script decides what to show: the figure is then hidden by the
   * `count-up-pending` class (app.css), which reveals it by itself without scripting, with
   * reduced motion, or after a few seconds without the script.
   */
  pending: boolean;
}

/**
 * A number that counts from 0 up to `target` over `durationMs`, starting `delayMs` after the page
 * hydrated. The server renders the final value (crawlers, no JavaScript) but hidden, so the first
 * figure a visitor sees is the 0 the count starts from. If the final figure is already on screen
 * when the script runs (reduced motion, or the CSS fallback revealed it on a slow phone), it stays
 * final: a count-up must never show a smaller figure than one already shown.
 */
export function useCountUp(
  ref: RefObject<HTMLElement | null>,
  target: number,
  durationMs: number,
  delayMs: number,
): CountUp {
  const [state, setState] = useState<CountUp>({ value: target, pending: true });

  useEffect(() => {
    const element = ref.current;
    const alreadyShown = !element || getComputedStyle(element).visibility === "visible";
    if (prefersReducedMotion() || alreadyShown) {
      setState({ value: target, pending: false });
      return;
    }
    setState({ value: 0, pending: false });
    let frame = 0;
    let start = 0;
    const step = (now: number) => {
      if (!start) start = now;
      const progress = Math.min(1, (now - start) / durationMs);
      const eased = 1 - (1 - progress) ** 3;
      setState({ value: Math.round(eased * target), pending: false });
      if (progress < 1) frame = window.requestAnimationFrame(step);
    };
    const timer = window.setTimeout(() => {
      frame = window.requestAnimationFrame(step);
    }, delayMs);
    return () => {
      window.clearTimeout(timer);
      window.cancelAnimationFrame(frame);
    };
  }, [ref, target, durationMs, delayMs]);

  return state;
}
