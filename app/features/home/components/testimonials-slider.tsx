import { lazy, Suspense, useCallback, useState } from "react";
import type { PublicTestimonial } from "../../testimonials/index.ts";
import { sampleTestimonials } from "../sample-testimonials.ts";
import { NearViewport } from "./near-viewport.tsx";
import { SliderFrame } from "./slider-frame.tsx";

// Embla stays out of the page's first load: it arrives once the slider nears the viewport.
const EmblaTestimonialsSlider = lazy(() =>
  import("./testimonials-slider-embla.tsx").then((module) => ({
    default: module.EmblaTestimonialsSlider,
  })),
);

/**
 * docs/product.md#home testimonials slider. Server-rendered and hydrated as a still frame; when it nears the
 * viewport (or is touched) Embla takes over the same markup. A dot or arrow pressed before that
 * becomes Embla's starting position. With no approved testimonial, docs/product.md#data-rules's samples stand in.
 */
export function TestimonialsSlider({
  testimonials: loaded,
}: {
  testimonials: PublicTestimonial[];
}) {
  const testimonials = loaded.length > 0 ? loaded : sampleTestimonials;
  const [active, setActive] = useState(false);
  const [startIndex, setStartIndex] = useState(0);
  const activate = useCallback(() => setActive(true), []);
  const count = testimonials.length;

  const still = (
    <SliderFrame
      testimonials={testimonials}
      selected={startIndex}
      positions={count}
      ready={false}
      onDot={(index) => {
        setStartIndex(index);
        setActive(true);
      }}
      onStep={(step) => {
        setStartIndex((index) => (index + step + count) % count);
        setActive(true);
      }}
    />
  );

  return (
    <NearViewport onNear={activate}>
      {active ? (
        <Suspense fallback={still}>
          <EmblaTestimonialsSlider testimonials={testimonials} startIndex={startIndex} />
        </Suspense>
      ) : (
        still
      )}
    </NearViewport>
  );
}
