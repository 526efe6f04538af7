import { ArrowDown, ArrowUp } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

/**
 * A data table inside a card. Below 768 px each row shows as a card (the `table-cards` rules in
 * app.css): give cells a `label` and mark the row's `card="title"` and `card="actions"` cells.
 * From 768 px, a table wider than its card scrolls sideways: label the scroll region
 * (aria-label) so keyboard users can reach and scroll it.
 */
export function Table({
  className,
  label,
  ...props
}: ComponentProps<"table"> & { label?: string }) {
  const table = (
    <table className={cn("w-full caption-bottom border-collapse text-sm", className)} {...props} />
  );
  if (!label) return <div className="table-cards w-full overflow-x-auto">{table}</div>;
  return (
    // A scrollable region must be focusable so keyboard users can scroll it (axe scrollable-region-focusable).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: see above
    <section className="table-cards w-full overflow-x-auto" tabIndex={0} aria-label={label}>
      {table}
    </section>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<"thead">) {
  return <thead className={cn("bg-ink-50/80", className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<"tbody">) {
  return <tbody className={cn("divide-y divide-ink-100", className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<"tr">) {
  return <tr className={cn("transition-colors hover:bg-ink-50/60", className)} {...props} />;
}

export function TableHead({ className, ...props }: ComponentProps<"th">) {
  return (
    <th
      scope="col"
      className={cn(
        "h-11 px-4 text-left align-middle text-xs font-semibold tracking-wide whitespace-nowrap text-ink-500 uppercase",
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({
  className,
  label,
  card,
  ...props
}: ComponentProps<"td"> & {
  /** The column's name, shown before the value when the row is a card (phones). */
  label?: string;
  /**
   * The row's title, or its actions: the card's first line, side by side. The actions stay in
   * view while a wide table scrolls (see DataTable's `actions`).
   */
  card?: "title" | "actions";
}) {
  return (
    <td
      // Padding from 768 px only: below, the row is a card and spaces its lines itself.
      className={cn(
        "align-middle text-ink-700 md:px-4 md:py-3",
        className,
        card === "actions" && stickyEndCell,
      )}
      data-label={label}
      data-card={card}
      {...props}
    />
  );
}

export function TableCaption({ className, ...props }: ComponentProps<"caption">) {
  return <caption className={cn("sr-only", className)} {...props} />;
}

/**
 * A column header that sorts on click: the button, and the order announced through aria-sort on
 * the <th>.
 */
export function TableSortHead({
  children,
  direction,
  onToggle,
}: {
  children: ReactNode;
  direction: "descending" | "ascending";
  onToggle: () => void;
}) {
  const Icon = direction === "descending" ? ArrowDown : ArrowUp;
  return (
    <TableHead aria-sort={direction}>
      <button
        type="button"
        onClick={onToggle}
        className="-mx-2 inline-flex items-center gap-1 rounded-md px-2 py-1 uppercase hover:bg-ink-100 hover:text-ink-900"
      >
        {children}
        <Icon className="size-3.5" aria-hidden />
      </button>
    </TableHead>
  );
}

/**
 * Keeps the last (actions) column in view while a wide table scrolls on tablets (phones get
 * cards): DataTable's 'Ações' header, and each TableCell with card="actions".
 */
const stickyEndHead =
  "md:max-lg:sticky md:max-lg:right-0 md:max-lg:bg-ink-50 md:max-lg:shadow-[-10px_0_12px_-10px_rgb(7_11_24/0.25)]";
const stickyEndCell =
  "md:max-lg:sticky md:max-lg:right-0 md:max-lg:bg-white md:max-lg:shadow-[-10px_0_12px_-10px_rgb(7_11_24/0.25)]";

/**
 * An admin list's table: its scroll region's `label`, the `caption` screen readers announce, the
 * header row's cells (`head`) and the rows. With `actions`, the header ends with the 'Ações'
 * column, kept in view like the rows' card="actions" cells.
 */
export function DataTable({
  label,
  caption,
  head,
  actions = false,
  children,
}: {
  label: string;
  caption: string;
  head: ReactNode;
  actions?: boolean;
  children: ReactNode;
}) {
  return (
    <Table label={label}>
      <TableCaption>{caption}</TableCaption>
      <TableHeader>
        <TableRow>
          {head}
          {actions && <TableHead className={`text-right ${stickyEndHead}`}>Ações</TableHead>}
        </TableRow>
      </TableHeader>
      <TableBody>{children}</TableBody>
    </Table>
  );
}
