import { createContext, type KeyboardEvent as ReactKeyboardEvent, use } from "react";

/*
 * Radix gives Escape to the most recently opened layer. A toast shown while a dialog is open
 * (e.g. 'Marcar como lida' confirming itself) is that layer, so the first Escape would close
 * the toast and leave the dialog and its overlay over the page. The toast passes such an Escape
 * on instead: it stays, and the dialog (where focus is) closes.
 */

const passedOn = new WeakSet<Event>();
const openDialogSelector =
  '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';

/** For a toast's onEscapeKeyDown: while a dialog is open, the dialog gets the Escape. */
export function leaveEscapeToOpenDialog(event: KeyboardEvent): void {
  if (!document.querySelector(openDialogSelector)) return;
  event.preventDefault();
  passedOn.add(event);
}

/** How a dialog's content closes its dialog (set by the dialog's root). */
export const DialogDismissContext = createContext<(() => void) | null>(null);

/** For a dialog's content onKeyDown: closes the dialog on an Escape a toast passed on. */
export function useEscapePassedOn() {
  const dismiss = use(DialogDismissContext);
  return (event: ReactKeyboardEvent) => {
    if (event.key === "Escape" && passedOn.has(event.nativeEvent)) dismiss?.();
  };
}
