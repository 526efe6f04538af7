/**
 * The toast store (docs/product.md#constants): what `toast()` shows and the Toaster reads. It has no dependencies,
 * so the forms that call it add nothing to a page's scripts; the Radix viewport that draws the
 * toast loads only once there is one to show.
 */

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}

export type ShownToast = ToastMessage & { id: number };

// One toast at a time (docs/product.md#constants): a new one replaces the one showing.
let current: ShownToast | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export function toast(message: ToastMessage) {
  current = { ...message, id: nextId++ };
  emit();
}

export function dismissToast() {
  current = null;
  emit();
}

export function subscribeToToasts(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function currentToast(): ShownToast | null {
  return current;
}

const carriedKey = "pending-toast";

/** A toast to show on the next page, for hard navigations (login success goes to /admin). */
export function toastAfterNavigation(message: ToastMessage) {
  try {
    sessionStorage.setItem(carriedKey, JSON.stringify(message));
  } catch {
    // storage disabled: the toast is simply not carried over
  }
}

/** Shows the toast a previous page left for this one, if any. */
export function showCarriedToast() {
  try {
    const carried = sessionStorage.getItem(carriedKey);
    if (carried) {
      sessionStorage.removeItem(carriedKey);
      toast(JSON.parse(carried) as ToastMessage);
    }
  } catch {
    // nothing carried
  }
}
