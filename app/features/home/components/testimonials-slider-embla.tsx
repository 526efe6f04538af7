import useEmblaCarousel from "embla-carousel-react";
import { useCallback, useEffect, useState } from "react";
import type { PublicTestimonial } from "../../testimonials/index.ts";
import { SliderFrame } from "./slider-frame.tsx";

/**
 * The slider driven by Embla (loaded once the section nears the viewport). Slides per view come
 * from the frame's CSS widths, which Embla measures; the index wraps around (docs/product.md#data-rules).
 */
export function EmblaTestimonialsSlider({
  testimonials,
  startIndex,
}: {
  testimonials: PublicTestimonial[];
  /** A dot or arrow pressed before Embla arrived. */
  startIndex: number;
}) {
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, align: "start", startIndex });
  const [selected, setSelected] = useState(startIndex);
  const [positions, setPositions] = useState(testimonials.length);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    const onInit = () => {
      setPositions(embla.scrollSnapList().length);
      onSelect();
    };
    onInit();
    embla.on("select", onSelect).on("reInit", onInit);
    return () => {
      embla.off("select", onSelect).off("reInit", onInit);
    };
  }, [embla]);

  // Embla turns looping off when the slides cannot fill a loop; the wrap-around stays ours.
  const step = useCallback(
    (direction: 1 | -1) => {
      if (!embla) return;
      const count = embla.scrollSnapList().length;
      embla.scrollTo((embla.selectedScrollSnap() + direction + count) % count);
    },
    [embla],
  );

  return (
    <SliderFrame
      testimonials={testimonials}
      viewportRef={viewportRef}
      selected={selected}
      positions={positions}
      ready={Boolean(embla)}
      onDot={(index) => embla?.scrollTo(index)}
      onStep={step}
    />
  );
}
