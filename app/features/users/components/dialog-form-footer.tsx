import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { DialogClose, DialogFooter } from "../../../components/ui/dialog.tsx";

/**
 * The end of a user dialog's form: why the last attempt failed, if it did, then 'Cancelar' and
 * the submit button (`children`, its label), both held while the form is on its way.
 */
export function DialogFormFooter({
  failure,
  submitting,
  children,
}: {
  failure: string | null;
  submitting: boolean;
  children: ReactNode;
}) {
  return (
    <>
      {failure && (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          {failure}
        </p>
      )}
      <DialogFooter className="mt-2">
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={submitting}>
            Cancelar
          </Button>
        </DialogClose>
        <Button type="submit" disabled={submitting}>
          {children}
        </Button>
      </DialogFooter>
    </>
  );
}
