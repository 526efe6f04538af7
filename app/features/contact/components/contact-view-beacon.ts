import { useEffect, useRef } from "react";
import { contactViewPath } from "../../../lib/site-facts.ts";

/**
 * Tells the analytics, once per page, that the contact form came into view: the funnel's step
 * between the visit and the contact sent (docs/product.md#analytics). A beacon with no body and
 * no cookie, sent when the browser is idle, so it never competes with what the visitor does.
 */
export function useContactViewBeacon<T extends Element>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined" || !navigator.sendBeacon) return;
    let idle: number | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        const send = () => navigator.sendBeacon(contactViewPath);
        idle = window.requestIdleCallback
          ? window.requestIdleCallback(send, { timeout: 5_000 })
          : window.setTimeout(send, 1_000);
      },
      { threshold: 0.25 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (idle !== undefined) (window.cancelIdleCallback ?? window.clearTimeout)(idle);
    };
  }, []);
  return ref;
}
