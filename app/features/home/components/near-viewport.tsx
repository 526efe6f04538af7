import { type ReactNode, useEffect, useRef } from "react";

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
