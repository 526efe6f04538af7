import { ChevronLeft, ChevronRight } from "lucide-react";
import type { Ref } from "react";
import { cn } from "../../../lib/cn.ts";
import { type PublicTestimonial, TestimonialCard } from "../../testimonials/index.ts";

const arrowClass =
  "grid size-11 place-items-center rounded-full border border-white/20 text-white transition-colors hover:border-white/40 hover:bg-white/10";

/**
 * The slider's markup (docs/product.md#home): 1 slide per view below 768 px, 2 from 768, 3 from 1024, dots
 * and arrows. Pure presentation: the server renders it, and Embla later drives the same DOM.
 */
export function SliderFrame({
  testimonials,
  viewportRef,
  selected,
  positions,
  ready,
  onDot,
  onStep,
}: {
  testimonials: PublicTestimonial[];
  viewportRef?: Ref<HTMLDivElement>;
  selected: number;
  positions: number;
  ready: boolean;
  onDot: (index: number) => void;
  onStep: (step: 1 | -1) => void;
}) {
  return (
    <section
      aria-roledescription="carrossel"
      aria-label="Depoimentos de clientes"
      data-ready={ready ? "true" : undefined}
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div className="-ml-5 flex touch-pan-y sm:-ml-6">
          {testimonials.map((testimonial, index) => (
            // A slide is a named group, as the WAI-ARIA carousel pattern describes.
            // biome-ignore lint/a11y/useSemanticElements: a fieldset would announce a form group
            <div
              key={testimonial.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} de ${testimonials.length}`}
              className="min-w-0 shrink-0 grow-0 basis-full pl-5 sm:pl-6 md:basis-1/2 lg:basis-1/3"
            >
              <TestimonialCard testimonial={testimonial} />
            </div>
          ))}
        </div>
      </div>

      <div className="mt-10 flex items-center justify-between gap-6">
        <div className="flex flex-wrap items-center">
          {Array.from({ length: positions }, (_, index) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: a dot is its position
              key={index}
              type="button"
              aria-label={`Ir para o depoimento ${index + 1}`}
              aria-current={index === selected ? "true" : undefined}
              onClick={() => onDot(index)}
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
            onClick={() => onStep(-1)}
          >
            <ChevronLeft aria-hidden className="size-5" />
          </button>
          <button
            type="button"
            aria-label="Próximo depoimento"
            className={arrowClass}
            onClick={() => onStep(1)}
          >
            <ChevronRight aria-hidden className="size-5" />
          </button>
        </div>
      </div>
    </section>
  );
}
