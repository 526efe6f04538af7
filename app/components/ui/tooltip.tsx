import { Tooltip as TooltipPrimitive } from "radix-ui";
import {
  type ComponentProps,
  createContext,
  type ReactElement,
  type ReactNode,
  useContext,
} from "react";
import { cn } from "../../lib/cn.ts";

const HasProvider = createContext(false);

/**
 * docs/product.md#constants: tooltips open after 700 ms, and skip the delay for 300 ms after one closes. The skip
 * works between tooltips of one provider: wrap a screen (or a layout) in it once.
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider delayDuration={700} skipDelayDuration={300}>
      <HasProvider.Provider value={true}>{children}</HasProvider.Provider>
    </TooltipPrimitive.Provider>
  );
}

export function TooltipContent({
  className,
  sideOffset = 6,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        sideOffset={sideOffset}
        className={cn(
          "z-[60] rounded-lg bg-ink-900 px-2.5 py-1.5 text-xs font-medium text-white shadow-card",
          className,
        )}
        {...props}
      />
    </TooltipPrimitive.Portal>
  );
}

/**
 * Wraps one trigger (an icon-only button) with a tooltip. Inside a <TooltipProvider> it joins
 * it (so the 300 ms skip applies across the screen); alone it brings its own with the same
 * timings. The trigger still needs its own aria-label.
 */
export function Tooltip({
  label,
  children,
  side = "top",
}: {
  label: ReactNode;
  children: ReactElement;
  side?: "top" | "right" | "bottom" | "left";
}) {
  const tooltip = (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipContent side={side}>{label}</TooltipContent>
    </TooltipPrimitive.Root>
  );
  return useContext(HasProvider) ? tooltip : <TooltipProvider>{tooltip}</TooltipProvider>;
}
