import { useEffect, useState } from "react";
import { prefersReducedMotion } from "../../components/layout/site-anchor-link.tsx";

/**
 * A number that counts from 0 up to `target` after `delayMs`, over `durationMs`. The server
 * and the first client render show the final value (crawlers, no JavaScript, reduced motion);
 * only a hydrated page that allows motion resets it to 0 and animates.
 */
export function useCountUp(target: number, durationMs: number, delayMs: number): number {
  const [value, setValue] = useState(target);

  useEffect(() => {
    if (prefersReducedMotion()) return;
    setValue(0);
    let frame = 0;
    let start = 0;
    const step = (now: number) => {
      if (!start) start = now;
      const progress = Math.min(1, (now - start) / durationMs);
      const eased = 1 - (1 - progress) ** 3;
      setValue(Math.round(eased * target));
      if (progress < 1) frame = window.requestAnimationFrame(step);
    };
    const timer = window.setTimeout(() => {
      frame = window.requestAnimationFrame(step);
    }, delayMs);
    return () => {
      window.clearTimeout(timer);
      window.cancelAnimationFrame(frame);
    };
  }, [target, durationMs, delayMs]);

  return value;
}
