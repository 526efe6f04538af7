import useEmblaCarousel from "embla-carousel-react";
import { useEffect, useLayoutEffect } from "react";
import type { SliderControls } from "./slider-frame.tsx";

/**
 * Embla driving the slider's viewport (loaded once the section nears the viewport; renders
 * nothing itself). Slides per view come from the frame's CSS widths, which Embla measures; the
 * index wraps around (docs/product.md#data-rules). It reports the dots' and arrows' state and
 * actions to the frame, once it runs.
 */
export function EmblaDriver({
  viewport,
  startIndex,
  onControls,
}: {
  viewport: HTMLElement;
  /** The slide the list was scrolled to before Embla arrived. */
  startIndex: number;
  onControls: (controls: SliderControls | null) => void;
}) {
  const [setViewport, embla] = useEmblaCarousel({ loop: true, align: "start", startIndex });

  // The list scrolled natively; from here on Embla moves the slides, from a viewport at rest.
  useLayoutEffect(() => {
    viewport.scrollLeft = 0;
    setViewport(viewport);
  }, [viewport, setViewport]);

  useEffect(() => {
    if (!embla) return;
    const goTo = (index: number) => embla.scrollTo(index);
    // Embla turns looping off when the slides cannot fill a loop; the wrap-around stays ours.
    const step = (direction: 1 | -1) => {
      const positions = embla.scrollSnapList().length;
      embla.scrollTo((embla.selectedScrollSnap() + direction + positions) % positions);
    };
    const report = () =>
      onControls({
        selected: embla.selectedScrollSnap(),
        positions: embla.scrollSnapList().length,
        goTo,
        step,
      });
    report();
    embla.on("select", report).on("reInit", report);
    return () => {
      embla.off("select", report).off("reInit", report);
      onControls(null);
    };
  }, [embla, onControls]);

  return null;
}
