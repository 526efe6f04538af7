/**
 * docs/product.md#data-rules: the slug the project form proposes from a title: lowercased, accents removed,
 * non-word characters removed, spaces to hyphens, repeated hyphens collapsed. The result only
 * holds what the slug rule allows (a-z, 0-9, hyphens), so a proposed slug never fails it on
 * characters alone.
 */
export function slugify(title: string): string {
  return (
    title
      .toLowerCase()
      // "é" becomes "e" + a combining accent, which the next step drops.
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      // `_` is a word character for \w but not allowed in a slug: treat it like a space.
      .replace(/_/g, " ")
      .replace(/[^\w\s-]/g, "")
      .trim()
      .replace(/\s+/g, "-")
      .replace(/-+/g, "-")
      .replace(/^-|-$/g, "")
  );
}
