/** docs/product.md#back-office: 'item' for exactly 1, 'itens' otherwise (0 included). */
export function itemCount(count: number): string {
  return `${count} ${count === 1 ? "item" : "itens"}`;
}

/** The badge's words, singular for 1. */
export function badgeText(count: number, singular: string, plural: string): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
