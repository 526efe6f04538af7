import { type ComponentType, useEffect, useState, useSyncExternalStore } from "react";
import { currentToast, type ShownToast, showCarriedToast, subscribeToToasts } from "./toast.ts";

// Callers keep importing the toast API from here; it lives in a module without dependencies.
export { type ToastMessage, toast, toastAfterNavigation } from "./toast.ts";

type Viewport = ComponentType<{ message: ShownToast | null }>;

/**
 * Where toasts appear (docs/product.md#constants). Most visits never see one, so the Radix viewport and its code
 * load with the first toast, not with the page (docs/architecture.md#performance-budgets first-load budget); once loaded it
 * stays, so later toasts and their exit animations behave as before.
 */
export function Toaster() {
  const message = useSyncExternalStore(subscribeToToasts, currentToast, () => null);
  const [ToastViewport, setToastViewport] = useState<Viewport | null>(null);
  const needed = message !== null;

  useEffect(() => {
    showCarriedToast();
  }, []);

  useEffect(() => {
    if (!needed || ToastViewport) return;
    let cancelled = false;
    void import("./toast-viewport.tsx").then((module) => {
      if (!cancelled) setToastViewport(() => module.default);
    });
    return () => {
      cancelled = true;
    };
  }, [needed, ToastViewport]);

  return ToastViewport ? <ToastViewport message={message} /> : null;
}
