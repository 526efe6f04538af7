import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from "react";
import { prefersReducedMotion } from "../../../components/layout/site-anchor-link.tsx";
import { cn } from "../../../lib/cn.ts";

/**
 * docs/product.md#site-shell: sections reveal as they scroll in. Content is visible as rendered by the server;
 * only after hydration, with motion allowed, is an element still below the fold hidden and then
 * faded in by an IntersectionObserver. Without JavaScript nothing is ever hidden.
 */
export function Reveal({
  children,
  className,
  delayMs = 0,
}: {
  children: ReactNode;
  className?: string;
  delayMs?: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<"static" | "hidden" | "shown">("static");

  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion() || !("IntersectionObserver" in window)) return;
    // The observer's first report says where the element is. Asking the element itself
    // (getBoundingClientRect) made the browser lay the whole page out on the spot, in the middle
    // of hydration: the longest task of the home's load on a phone (decision 0028).
    let firstReport = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1]!;
        if (firstReport) {
          firstReport = false;
          // Never hide what the visitor may be reading: only what is still below the screen,
          // or in a section not drawn yet (an empty box: app/app.css, drawn-when-near).
          const { top, height } = entry.boundingClientRect;
          if (!entry.isIntersecting && (height === 0 || top >= window.innerHeight)) {
            setState("hidden");
          } else {
            observer.disconnect();
          }
        } else if (entry.isIntersecting) {
          setState("shown");
          observer.disconnect();
        }
      },
      { rootMargin: "0px 0px -8% 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const style: CSSProperties | undefined =
    state === "shown" && delayMs ? { transitionDelay: `${delayMs}ms` } : undefined;

  return (
    <div
      ref={ref}
      data-reveal={state}
      style={style}
      className={cn(
        "transition-[opacity,translate] duration-700 ease-out data-[reveal=hidden]:translate-y-8 data-[reveal=hidden]:opacity-0",
        className,
      )}
    >
      {children}
    </div>
  );
}
