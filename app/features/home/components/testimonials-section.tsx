import { MessageSquarePlus, RotateCw } from "lucide-react";
import { lazy, Suspense } from "react";
import { Await, Link } from "react-router";
import { useLocale, usePageLocale } from "../../../lib/locale.ts";
import { pathOfPage } from "../../../lib/locale-paths.ts";
import type { ShownHome } from "../../content/index.ts";
import { homeTexts } from "../texts.ts";
import type { HomeTestimonials } from "../types.ts";
import { Reveal } from "./reveal.tsx";
import { SectionHeading } from "./section-heading.tsx";

// Far below the fold: the slider and its cards are a chunk of their own, not part of the page's
// first load (docs/architecture.md#performance-budgets). The server renders them; the browser shows that HTML until it arrives.
const TestimonialsSlider = lazy(() =>
  import("./testimonials-slider.tsx").then((module) => ({ default: module.TestimonialsSlider })),
);

/** docs/product.md#constants: 3 skeletons while the testimonials load, laid out like the slides. */
function SliderSkeleton() {
  return (
    <div role="status" aria-label="Carregando depoimentos" className="flex gap-6 overflow-hidden">
      {[0, 1, 2].map((i) => (
        <div
          key={i}
          aria-hidden
          data-testid="testimonial-skeleton"
          className={`w-full shrink-0 rounded-[var(--radius-card)] bg-white/5 p-7 md:w-[calc(50%-0.75rem)] lg:w-[calc(33.333%-1rem)] ${i === 1 ? "hidden md:block" : i === 2 ? "hidden lg:block" : ""}`}
        >
          <div className="h-4 w-24 animate-pulse rounded bg-white/10" />
          <div className="mt-8 grid gap-3">
            <div className="h-4 animate-pulse rounded bg-white/10" />
            <div className="h-4 animate-pulse rounded bg-white/10" />
            <div className="h-4 w-2/3 animate-pulse rounded bg-white/10" />
          </div>
          <div className="mt-8 flex items-center gap-3">
            <div className="size-11 animate-pulse rounded-full bg-white/10" />
            <div className="h-4 w-32 animate-pulse rounded bg-white/10" />
          </div>
        </div>
      ))}
    </div>
  );
}

function SliderError() {
  const texts = homeTexts(useLocale());
  return (
    <div className="rounded-[var(--radius-card)] border border-white/10 bg-white/5 px-6 py-12 text-center">
      <p className="text-ink-100">{texts.testimonialsError}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-6 inline-flex h-11 items-center gap-2 rounded-full bg-white px-5 text-sm font-semibold text-ink-950 hover:bg-ink-100"
      >
        <RotateCw aria-hidden className="size-4" />
        {texts.retry}
      </button>
    </div>
  );
}

/** docs/product.md#home testimonials (#depoimentos). */
export function TestimonialsSection({
  heading,
  testimonials,
}: {
  heading: ShownHome["testimonials"];
  testimonials: HomeTestimonials | Promise<HomeTestimonials>;
}) {
  const { locale, paths } = usePageLocale();
  const texts = homeTexts(locale);
  return (
    <section
      id="depoimentos"
      aria-labelledby="depoimentos-titulo"
      className="relative isolate overflow-hidden bg-ink-950 py-20 text-white outline-none sm:py-28 drawn-when-near [--drawn-height:68rem] lg:[--drawn-height:58rem]"
    >
      <div
        aria-hidden
        className="glow pointer-events-none absolute -top-[23rem] -right-[15rem] -z-10 size-[62rem] [--glow:rgb(76_66_232/0.22)]"
      />
      <div className="mx-auto max-w-7xl px-6">
        <Reveal className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
          <SectionHeading
            id="depoimentos-titulo"
            eyebrow={heading.eyebrow}
            tone="dark"
            title={heading.heading}
            lead={heading.lead}
          />
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link
              to={pathOfPage({ page: "testimonials" }, paths)}
              className="inline-flex h-12 items-center justify-center rounded-full border border-white/25 px-6 text-sm font-semibold text-white transition-colors hover:bg-white/10"
            >
              {texts.testimonialsAll}
            </Link>
            <Link
              to={pathOfPage({ page: "newTestimonial" }, paths)}
              className="inline-flex h-12 items-center justify-center gap-2 rounded-full bg-lime-400 px-6 text-sm font-semibold text-ink-950 transition-colors hover:bg-lime-300"
            >
              <MessageSquarePlus aria-hidden className="size-4" />
              {texts.testimonialsNew}
            </Link>
          </div>
        </Reveal>
        <div className="mt-12">
          <Suspense fallback={<SliderSkeleton />}>
            <Await resolve={testimonials}>
              {(result) =>
                result.failed ? <SliderError /> : <TestimonialsSlider testimonials={result.data} />
              }
            </Await>
          </Suspense>
        </div>
      </div>
    </section>
  );
}
