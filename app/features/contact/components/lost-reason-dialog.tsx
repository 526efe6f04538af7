import { useState } from "react";
import { z } from "zod";
import { Button } from "../../../components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog.tsx";
import { Field, Textarea } from "../../../components/ui/field.tsx";
import { controlProps, fieldError, useSiteForm } from "../../../components/ui/form.ts";
import { parseForm } from "../../../lib/form-submission.ts";
import { errorMessages } from "../../../lib/http-error.ts";
import { requiredText } from "../../../lib/schema-helpers.ts";
import { leadMessages } from "../schemas.ts";
import type { ContactMessage } from "../types.ts";
import { useLeadUpdate } from "./lead-queries.ts";

// The reason the API requires of a lost lead, checked here with the API's words.
const lostReasonSchema = z.object(
  { lostReason: requiredText(leadMessages.lostReason, 500, leadMessages.lostReasonMax) },
  { error: errorMessages.invalidData },
);

/**
 * 'Perdido' needs a reason (docs/product.md#lead-pipeline): asked here, from the detail's status,
 * the board's menu or a card dropped on the column, before the lead moves.
 */
export function LostReasonDialog({
  lead,
  onClose,
}: {
  lead: ContactMessage | null;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={lead !== null} onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent width="sm">
        <DialogHeader>
          <DialogTitle>Marcar como perdido</DialogTitle>
          <DialogDescription>
            {lead ? `Por que o contato de ${lead.name} foi perdido?` : ""}
          </DialogDescription>
        </DialogHeader>
        {lead && <LostReasonForm lead={lead} onBusyChange={setBusy} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function LostReasonForm({
  lead,
  onBusyChange,
  onDone,
}: {
  lead: ContactMessage;
  onBusyChange: (busy: boolean) => void;
  onDone: () => void;
}) {
  const update = useLeadUpdate();
  const { fields, submitting, formProps } = useSiteForm({
    onBusyChange,
    defaultValue: { lostReason: lead.lostReason ?? "" },
    validate: (formData) => parseForm(formData, lostReasonSchema),
    onValid: async ({ lostReason }) => {
      await update
        .mutateAsync({ id: lead.id, change: { status: "lost", lostReason } })
        .then(onDone, () => undefined);
    },
  });
  return (
    <form {...formProps} noValidate className="grid gap-4">
      <Field id="lost-reason" label="Motivo da perda" error={fieldError(fields.lostReason)}>
        <Textarea
          {...controlProps(fields.lostReason, "lost-reason")}
          rows={3}
          maxLength={500}
          placeholder="Ex.: escolheu outro fornecedor, orçamento acima do previsto"
        />
      </Field>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={submitting}>
          Cancelar
        </Button>
        <Button type="submit" disabled={submitting}>
          {submitting ? "Salvando..." : "Marcar como perdido"}
        </Button>
      </DialogFooter>
    </form>
  );
}
