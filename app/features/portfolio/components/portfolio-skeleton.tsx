import { useLocale } from "../../../lib/locale.ts";
import { m } from "../../../paraglide/messages.js";

/** docs/product.md#constants: the /portfolio page shows 8 skeleton cards while its projects load. */
export const portfolioSkeletonCount = 8;

export function PortfolioSkeleton() {
  const locale = useLocale();
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{m.portfolio_loading({}, { locale })}</span>
      <div aria-hidden className="flex flex-wrap gap-2">
        {[24, 16, 28, 20].map((width) => (
          <div
            key={width}
            className="h-10 animate-pulse rounded-full bg-ink-100"
            style={{ width: `${width * 0.25}rem` }}
          />
        ))}
      </div>
      <div aria-hidden className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {Array.from({ length: portfolioSkeletonCount }, (_, index) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            key={index}
            data-testid="portfolio-skeleton-card"
            className="overflow-hidden rounded-[var(--radius-card)] bg-white shadow-card"
          >
            <div className="aspect-[4/3] animate-pulse bg-ink-100" />
            <div className="grid gap-3 p-5">
              <div className="h-3 w-20 animate-pulse rounded bg-ink-100" />
              <div className="h-5 w-3/4 animate-pulse rounded bg-ink-100" />
              <div className="h-3 w-full animate-pulse rounded bg-ink-100" />
              <div className="h-3 w-2/3 animate-pulse rounded bg-ink-100" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
