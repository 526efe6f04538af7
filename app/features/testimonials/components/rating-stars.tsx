import { Star } from "lucide-react";
import { cn } from "../../../lib/cn.ts";
import { useLocale } from "../../../lib/locale.ts";
import { m } from "../../../paraglide/messages.js";

/** docs/product.md#home: a rating shows as 5 stars, `rating` of them filled (1 to 5). */
export function RatingStars({ rating, className }: { rating: number; className?: string }) {
  const locale = useLocale();
  const filled = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <div
      role="img"
      aria-label={m.testimonials_rating_label({ count: filled }, { locale })}
      className={cn("flex items-center gap-0.5", className)}
    >
      {[1, 2, 3, 4, 5].map((value) => (
        <Star
          key={value}
          aria-hidden
          className={cn(
            "size-4",
            value <= filled ? "fill-amber-400 text-amber-400" : "fill-ink-100 text-ink-100",
          )}
        />
      ))}
    </div>
  );
}
