/**
 * The public list's order (docs/product.md#testimonials-page): every approved testimonial, those
 * written in the page's language first, each group kept in the API's order (newest first).
 * Sorted where the page renders, so the server's HTML and a client navigation agree.
 */
export function inLanguageFirst<T extends { language: string }>(
  testimonials: readonly T[],
  language: string,
): T[] {
  return [
    ...testimonials.filter((testimonial) => testimonial.language === language),
    ...testimonials.filter((testimonial) => testimonial.language !== language),
  ];
}
