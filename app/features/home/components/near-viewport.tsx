import { type ComponentType, lazy, type ReactNode, useEffect, useRef } from "react";

/** How far ahead of the viewport a below-the-fold part starts loading its code. */
const NEAR_VIEWPORT_MARGIN = "800px 0px";

/**
 * Calls `onNear` once its content comes within reach of the viewport (scrolled to, or brought
 * there by the keyboard or find-in-page). Below-the-fold parts load their heavier code here, so
 * it stays out of the page's first load. Not on a touch or focus: the testimonials list takes
 * those itself until its slider's code arrives, and switching under a finger would cut a swipe.
 */
export function NearViewport({
  onNear,
  className,
  children,
}: {
  onNear: () => void;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || !("IntersectionObserver" in window)) {
      onNear();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onNear();
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [onNear]);

  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  );
}

/** Settles once the element with this id comes within reach (at once if there is none). */
function whenNear(id: string): Promise<void> {
  return new Promise((resolve) => {
    const element = document.getElementById(id);
    if (!element || !("IntersectionObserver" in window)) {
      resolve();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(element);
  });
}

/**
 * `lazy(load)` for a part below the fold, inside the section with the id `nearId`: its code is
 * fetched only once that section comes within reach of the viewport (decision 0052), so a
 * visitor who reads the top of the page never pays for it. Hydrating the server's page, React
 * keeps the server's HTML meanwhile: its links work, and its form posts without JavaScript,
 * keeping what was typed. After a client-side navigation the part's skeleton stands in.
 */
// biome-ignore lint/suspicious/noExplicitAny: the same bound as React's own lazy()
export function lazyWhenNear<Component extends ComponentType<any>>(
  nearId: string,
  load: () => Promise<{ default: Component }>,
) {
  return lazy(() =>
    (typeof document === "undefined" ? Promise.resolve() : whenNear(nearId)).then(load),
  );
}
