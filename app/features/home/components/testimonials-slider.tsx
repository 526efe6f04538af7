import { useCallback, useRef, useState } from "react";
import type { PublicTestimonial } from "../../testimonials/index.ts";
import { sampleTestimonials } from "../sample-testimonials.ts";
import { NearViewport } from "./near-viewport.tsx";
import { type SliderControls, SliderFrame } from "./slider-frame.tsx";

type EmblaDriver = typeof import("./testimonials-slider-embla.tsx").EmblaDriver;

// Embla stays out of the page's first load: it arrives once the slider nears the viewport.
let driverModule: Promise<EmblaDriver> | undefined;
const loadDriver = () => {
  driverModule ??= import("./testimonials-slider-embla.tsx").then((module) => module.EmblaDriver);
  return driverModule;
};

/** The slide the list is scrolled to (the one at its left edge), for the slider to start on. */
function listPosition(viewport: HTMLElement | null, count: number): number {
  const slide = viewport?.querySelector<HTMLElement>('[aria-roledescription="slide"]');
  if (!viewport || !slide || slide.offsetWidth === 0) return 0;
  return Math.min(count - 1, Math.max(0, Math.round(viewport.scrollLeft / slide.offsetWidth)));
}

/**
 * docs/product.md#home-testimonials slider. The server renders every testimonial as a list that
 * scrolls sideways (CSS scroll snap), which works before the page's scripts and without them;
 * when the slider nears the viewport, Embla's code arrives and drives the same markup as a
 * slider, starting on the slide the list was scrolled to, and only then do dots and arrows
 * appear. With no approved testimonial, docs/product.md#data-rules's samples stand in.
 */
export function TestimonialsSlider({
  testimonials: loaded,
}: {
  testimonials: PublicTestimonial[];
}) {
  const testimonials = loaded.length > 0 ? loaded : sampleTestimonials;
  const count = testimonials.length;
  const viewportRef = useRef<HTMLDivElement | null>(null);
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const attach = useCallback((node: HTMLDivElement | null) => {
    viewportRef.current = node;
    setViewport(node);
  }, []);
  const [driver, setDriver] = useState<{ Driver: EmblaDriver; startIndex: number } | null>(null);
  const [controls, setControls] = useState<SliderControls | null>(null);

  // The code first, then the switch: the list stays usable while it loads.
  const activate = useCallback(() => {
    loadDriver().then(
      (Driver) =>
        setDriver(
          (current) => current ?? { Driver, startIndex: listPosition(viewportRef.current, count) },
        ),
      () => {
        // The code did not come (offline): the list still works; the next approach tries again.
        driverModule = undefined;
      },
    );
  }, [count]);

  return (
    <NearViewport onNear={activate}>
      <SliderFrame
        testimonials={testimonials}
        viewportRef={attach}
        mode={driver ? "slider" : "list"}
        controls={controls}
      />
      {driver && viewport && (
        <driver.Driver
          viewport={viewport}
          startIndex={driver.startIndex}
          onControls={setControls}
        />
      )}
    </NearViewport>
  );
}
