import { ChevronLeft, ChevronRight } from "lucide-react";
import type { Ref } from "react";
import { cn } from "../../../lib/cn.ts";
import { type PublicTestimonial, TestimonialCard } from "../../testimonials/index.ts";

const arrowClass =
  "grid size-11 place-items-center rounded-full border border-white/20 text-white transition-colors hover:border-white/40 hover:bg-white/10";

/** What the slider's dots and arrows show and do, once a script drives the slides. */
export interface SliderControls {
  selected: number;
  positions: number;
  goTo: (index: number) => void;
  step: (direction: 1 | -1) => void;
}

/**
 * The slider's markup (docs/product.md#home-testimonials). Two ways of showing the same slides,
 * styled by `data-slider` (app/app.css, "Testimonials slider"):
 *
 * - "list", from the server's HTML until the slider's script drives it (and for good without
 *   scripts, the next card then peeking in at the edge): every testimonial in a row that scrolls
 *   sideways, snapping to each card; no dots or arrows, which would do nothing yet.
 * - "slider": Embla moves the slides (1 per view below 768 px, 2 from 768, 3 from 1024), and the
 *   dots and arrows show once they work (`controls`).
 *
 * The same DOM serves both, so switching keeps focus and the slides in place. Both modes' rules
 * and the hidden controls are in the server's HTML, so the page's inline CSS has them all
 * (server/http/critical-css.ts) and Embla never measures slides the full stylesheet has not
 * sized yet.
 */
export function SliderFrame({
  testimonials,
  viewportRef,
  mode,
  controls,
}: {
  testimonials: PublicTestimonial[];
  viewportRef?: Ref<HTMLDivElement>;
  mode: "list" | "slider";
  controls: SliderControls | null;
}) {
  const selected = controls?.selected ?? 0;
  return (
    <section
      aria-roledescription="carrossel"
      aria-label="Depoimentos de clientes"
      className="slider-frame"
      data-slider={mode}
      data-ready={controls ? "true" : undefined}
    >
      <div
        ref={viewportRef}
        // A row that scrolls is reachable by keyboard (arrow keys scroll it once focused).
        tabIndex={mode === "list" ? 0 : undefined}
        className="slider-viewport"
      >
        <div className="slider-track -ml-5 flex sm:-ml-6">
          {testimonials.map((testimonial, index) => (
            // A slide is a named group, as the WAI-ARIA carousel pattern describes.
            // biome-ignore lint/a11y/useSemanticElements: a fieldset would announce a form group
            <div
              key={testimonial.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} de ${testimonials.length}`}
              className="slider-slide min-w-0 shrink-0 grow-0 pl-5 sm:pl-6"
            >
              <TestimonialCard testimonial={testimonial} />
            </div>
          ))}
        </div>
      </div>

      {/* Unseen (app/app.css) until `controls` work; their room is kept, so nothing moves then. */}
      <div className="slider-controls mt-10 flex items-center justify-between gap-6">
        <div className="flex flex-wrap items-center">
          {Array.from({ length: controls?.positions ?? testimonials.length }, (_, index) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: a dot is its position
              key={index}
              type="button"
              aria-label={`Ir para o depoimento ${index + 1}`}
              aria-current={index === selected ? "true" : undefined}
              onClick={() => controls?.goTo(index)}
              className="group grid size-7 place-items-center rounded-full"
            >
              <span
                aria-hidden
                className={cn(
                  "block h-2.5 rounded-full transition-all duration-300",
                  index === selected
                    ? "w-7 bg-lime-400"
                    : "w-2.5 bg-white/30 group-hover:bg-white/60",
                )}
              />
            </button>
          ))}
        </div>
        <div className="flex shrink-0 gap-2">
          <button
            type="button"
            aria-label="Depoimento anterior"
            className={arrowClass}
            onClick={() => controls?.step(-1)}
          >
            <ChevronLeft aria-hidden className="size-5" />
          </button>
          <button
            type="button"
            aria-label="Próximo depoimento"
            className={arrowClass}
            onClick={() => controls?.step(1)}
          >
            <ChevronRight aria-hidden className="size-5" />
          </button>
        </div>
      </div>
    </section>
  );
}
