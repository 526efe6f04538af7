/** The portfolio section's empty and error notes (docs/product.md#data-rules). */
export function StateMessage({ children }: { children: string }) {
  return (
    <p className="mt-12 rounded-[var(--radius-card)] border border-dashed border-ink-100 bg-ink-50 px-6 py-14 text-center text-ink-500">
      {children}
    </p>
  );
}
