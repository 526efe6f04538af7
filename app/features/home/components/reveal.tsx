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
    // Already on screen: never hide what the visitor may be reading.
    if (element.getBoundingClientRect().top < window.innerHeight) return;
    setState("hidden");
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
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
