import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { DateField } from "../../../components/ui/date-picker.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog.tsx";
import { Field, fieldAria, Input } from "../../../components/ui/field.tsx";
import { isoDay } from "../../../lib/format-date.ts";
import { saoPauloInstant } from "./content-status.ts";

/**
 * 'Agendar': a day in the back office's one date field (decision 0039) and a time, in
 * São Paulo's hours; the draft is published then.
 */
export function ScheduleDialog({
  open,
  onOpenChange,
  pending,
  onSchedule,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  onSchedule: (at: string) => void;
}) {
  const today = isoDay(new Date());
  const [day, setDay] = useState<string | null>("");
  const [time, setTime] = useState("09:00");
  const [error, setError] = useState<string | undefined>();
  const submit = () => {
    if (!day) return setError("Informe a data.");
    if (!/^\d{2}:\d{2}$/.test(time)) return setError("Informe o horário.");
    const at = saoPauloInstant(day, time);
    if (at.getTime() <= Date.now()) return setError("A data de publicação deve estar no futuro");
    setError(undefined);
    onSchedule(at.toISOString());
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width="sm">
        <DialogHeader>
          <DialogTitle>Agendar publicação</DialogTitle>
          <DialogDescription>
            O rascunho é publicado no dia e horário escolhidos (horário de Brasília).
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <DateField
            id="schedule-day"
            label="Data"
            value={day ?? ""}
            onChange={setDay}
            min={today}
            required
          />
          <Field id="schedule-time" label="Horário" error={error}>
            <Input
              {...fieldAria("schedule-time", error)}
              type="time"
              value={time}
              onChange={(event) => setTime(event.target.value)}
              required
            />
          </Field>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancelar
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? "Agendando…" : "Agendar"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
