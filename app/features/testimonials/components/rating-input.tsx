import { Star } from "lucide-react";
import { useState } from "react";
import { cn } from "../../../lib/cn.ts";
import { useLocale } from "../../../lib/locale.ts";
import { testimonialFormTexts } from "./testimonial-texts.ts";

/**
 * The rating as five real radio buttons drawn as stars: arrow keys move between them, screen
 * readers announce "4 estrelas, 4 de 5" (in the page's language), and hovering previews the choice.
 */
export function RatingInput({
  value,
  onChange,
  onBlur,
  error,
}: {
  value: number;
  onChange: (value: number) => void;
  onBlur?: () => void;
  error?: string;
}) {
  const texts = testimonialFormTexts(useLocale());
  const [preview, setPreview] = useState<number | null>(null);
  const shown = preview ?? value;

  return (
    <fieldset
      className="grid gap-2"
      aria-describedby={error ? "rating-error" : undefined}
      onMouseLeave={() => setPreview(null)}
    >
      <legend className="mb-1.5 text-sm font-medium text-ink-700">{texts.rating}</legend>
      <div className="flex items-center gap-3">
        <div className="flex">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              onMouseEnter={() => setPreview(n)}
              className="cursor-pointer rounded-lg p-1 has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-brand-500"
            >
              <input
                type="radio"
                name="rating"
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
                onBlur={onBlur}
                className="sr-only"
              />
              <span className="sr-only">{texts.ratingOption(n)}</span>
              <Star
                aria-hidden
                className={cn(
                  "size-8 transition-colors",
                  n <= shown ? "fill-amber-400 text-amber-500" : "fill-transparent text-ink-300",
                )}
              />
            </label>
          ))}
        </div>
        <span aria-hidden className="text-sm font-medium text-ink-500 tabular-nums">
          {value} / 5
        </span>
      </div>
      {error && (
        <p id="rating-error" role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
