import { X } from "lucide-react";
import { Toast } from "radix-ui";
import { cn } from "../../lib/cn.ts";
import { useLocale } from "../../lib/locale.ts";
import { m } from "../../paraglide/messages.js";
import { leaveEscapeToOpenDialog } from "./escape-to-dialog.ts";
import { dismissToast, type ShownToast } from "./toast.ts";

/** The Radix toast and its viewport: loaded by the Toaster when the first toast is shown. */
export default function ToastViewport({ message }: { message: ShownToast | null }) {
  const locale = useLocale();
  return (
    <Toast.Provider
      duration={5000}
      swipeDirection="right"
      swipeThreshold={50}
      label={m.toast_label({}, { locale })}
    >
      {message && (
        <Toast.Root
          key={message.id}
          onOpenChange={(open) => !open && dismissToast()}
          onEscapeKeyDown={leaveEscapeToOpenDialog}
          className={cn(
            "group relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-card",
            "data-[state=open]:animate-[toast-in_200ms_ease-out] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]",
            "data-[swipe=end]:animate-[toast-out_150ms_ease-in]",
            message.variant === "destructive"
              ? "border-red-700 bg-red-600 text-white"
              : "border-ink-100 bg-white text-ink-900",
          )}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{message.title}</Toast.Title>
            {message.description && (
              <Toast.Description className="text-sm opacity-90">
                {message.description}
              </Toast.Description>
            )}
          </div>
          <Toast.Close
            aria-label={m.toast_close({}, { locale })}
            className="absolute top-3 right-3 rounded-md p-1 opacity-70 hover:opacity-100"
          >
            <X className="size-4" aria-hidden />
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport
        label={m.toasts_label({ hotkey: "{hotkey}" }, { locale })}
        className="fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none sm:bottom-4 sm:right-4"
      />
    </Toast.Provider>
  );
}
