import { Tabs as TabsPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";

export const Tabs = TabsPrimitive.Root;

/**
 * `scroll` (default) scrolls sideways on narrow screens; `grid` wraps the tabs into two columns
 * on phones and becomes a pill row from 640 px.
 */
export function TabsList({
  className,
  layout = "scroll",
  ...props
}: ComponentProps<typeof TabsPrimitive.List> & { layout?: "scroll" | "grid" }) {
  return (
    <TabsPrimitive.List
      className={cn(
        "gap-1 bg-ink-100/70 p-1",
        layout === "grid"
          ? "grid grid-cols-2 rounded-2xl sm:inline-flex sm:rounded-full"
          : "inline-flex max-w-full items-center overflow-x-auto rounded-full",
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        "inline-flex h-9 shrink-0 items-center justify-center gap-1.5 rounded-full px-4 text-sm font-medium whitespace-nowrap text-ink-700 transition-colors",
        "hover:text-ink-950 data-[state=active]:bg-white data-[state=active]:text-ink-950 data-[state=active]:shadow-sm",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn("mt-6 focus:outline-none", className)} {...props} />;
}
