import { useLocale } from "../../../lib/locale.ts";
import { testimonialPageTexts } from "./testimonial-texts.ts";

/** docs/product.md#constants: the /depoimentos page shows 6 skeletons while its testimonials load. */
export const testimonialsSkeletonCount = 6;

export function TestimonialsSkeleton() {
  const { loading } = testimonialPageTexts(useLocale());
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{loading}</span>
      <div aria-hidden className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: testimonialsSkeletonCount }, (_, index) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            key={index}
            data-testid="testimonial-skeleton"
            className="grid gap-4 rounded-[var(--radius-card)] bg-white p-6 shadow-card"
          >
            <div className="h-4 w-28 animate-pulse rounded bg-ink-100" />
            <div className="grid gap-2">
              <div className="h-3 w-full animate-pulse rounded bg-ink-100" />
              <div className="h-3 w-full animate-pulse rounded bg-ink-100" />
              <div className="h-3 w-2/3 animate-pulse rounded bg-ink-100" />
            </div>
            <div className="mt-2 flex items-center gap-3">
              <div className="size-10 animate-pulse rounded-full bg-ink-100" />
              <div className="grid flex-1 gap-2">
                <div className="h-3 w-1/2 animate-pulse rounded bg-ink-100" />
                <div className="h-3 w-1/3 animate-pulse rounded bg-ink-100" />
              </div>
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
