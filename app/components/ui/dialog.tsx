import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import type { ComponentProps, ReactNode, SubmitEvent } from "react";
import { cn } from "../../lib/cn.ts";
import { DialogDismissContext, useEscapePassedOn } from "./escape-to-dialog.ts";

export function Dialog({ onOpenChange, ...props }: ComponentProps<typeof DialogPrimitive.Root>) {
  return (
    <DialogDismissContext value={() => onOpenChange?.(false)}>
      <DialogPrimitive.Root onOpenChange={onOpenChange} {...props} />
    </DialogDismissContext>
  );
}
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export const overlayClass =
  "fixed inset-0 z-50 bg-ink-950/60 backdrop-blur-[2px] transition-opacity duration-150 starting:opacity-0";

/** Fits a 360 px phone: full width minus a margin, scrolls when taller than the screen. */
export const dialogPanelClass =
  "fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 " +
  "gap-5 overflow-y-auto rounded-[var(--radius-card)] bg-white p-5 text-ink-900 shadow-card sm:p-6 " +
  "transition-[opacity,scale] duration-150 starting:scale-95 starting:opacity-0 focus:outline-none";

const widths = { sm: "max-w-md", md: "max-w-lg", lg: "max-w-2xl" } as const;

/**
 * A dialog's onSubmit: a form inside the dialog submits itself and nothing around it. The dialog
 * is portalled out of the page in the DOM, but React still bubbles its events through the
 * component tree, so without this a form submitted in a dialog opened from inside another form
 * (the library picker in the project form) also ran that form's onSubmit and saved the project.
 */
export function keepSubmitInside(onSubmit?: (event: SubmitEvent<HTMLDivElement>) => void) {
  return (event: SubmitEvent<HTMLDivElement>) => {
    onSubmit?.(event);
    event.stopPropagation();
  };
}

export interface DialogContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  width?: keyof typeof widths;
  /** Hide the corner close button (e.g. when the footer has its own). */
  hideClose?: boolean;
}

export function DialogContent({
  className,
  children,
  width = "md",
  hideClose,
  onKeyDown,
  onSubmit,
  ...props
}: DialogContentProps) {
  const onEscapePassedOn = useEscapePassedOn();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClass} />
      <DialogPrimitive.Content
        className={cn(dialogPanelClass, widths[width], className)}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          onEscapePassedOn(event);
        }}
        onSubmit={keepSubmitInside(onSubmit)}
        {...props}
      >
        {children}
        {!hideClose && (
          <DialogPrimitive.Close
            aria-label="Fechar"
            className="absolute top-4 right-4 rounded-full p-1.5 text-ink-500 transition-colors hover:bg-ink-50 hover:text-ink-900"
          >
            <X className="size-4" aria-hidden />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("grid gap-1.5 pr-8", className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn("font-display text-lg font-semibold text-ink-950", className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description className={cn("text-sm text-ink-500", className)} {...props} />
  );
}

/** A labelled read-only value inside a dialog (detail views). */
export function DialogField({
  label,
  children,
  className,
}: {
  label: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  // A <div> grouping one <dt> and its <dd>: valid inside a <dl>.
  return (
    <div className={cn("grid gap-0.5", className)}>
      <dt className="text-xs font-medium tracking-wide text-ink-500 uppercase">{label}</dt>
      <dd className="text-sm break-words text-ink-900">{children}</dd>
    </div>
  );
}
