import { format } from "date-fns";
import { ptBR as dateFnsPtBR } from "date-fns/locale";
import { CalendarDays, X } from "lucide-react";
import { Popover } from "radix-ui";
import { useState } from "react";
import { DayPicker } from "react-day-picker";
// date-fns' ptBR extended with DayPicker's own labels ("Próximo mês", ...), for screen readers.
import { ptBR } from "react-day-picker/locale";
import { cn } from "../../lib/cn.ts";
import { inputClass } from "./field.tsx";

export interface DatePickerProps {
  id: string;
  /** null or undefined: no date. */
  value: Date | null | undefined;
  /** Receives null when the field is cleared (react-hook-form reads undefined as "use the default"). */
  onChange: (date: Date | null) => void;
  placeholder: string;
  /** Label of the button that empties the field. */
  clearLabel?: string;
  /** Accessible name of the calendar popover. */
  calendarLabel?: string;
  /** Oldest and newest years offered in the year dropdown. */
  fromYear?: number;
  toYear?: number;
  disabled?: boolean;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}

/** the product reference's lists show dates as dd/MM/yyyy. */
export function formatDateBR(date: Date) {
  return format(date, "dd/MM/yyyy", { locale: dateFnsPtBR });
}

const dayPickerClasses = {
  root: "relative p-3 text-sm text-ink-900",
  months: "relative",
  month: "grid gap-3",
  month_caption: "flex h-9 items-center justify-center px-10",
  caption_label:
    "pointer-events-none inline-flex items-center gap-1 font-display text-sm font-semibold capitalize",
  dropdowns: "flex items-center gap-2",
  dropdown_root:
    "relative inline-flex items-center rounded-lg border border-ink-100 px-2 py-1 has-[select:focus-visible]:outline-3 has-[select:focus-visible]:outline-brand-500",
  dropdown: "absolute inset-0 z-10 w-full cursor-pointer opacity-0",
  chevron: "size-4 fill-ink-500",
  nav: "absolute inset-x-0 top-0 flex h-9 items-center justify-between",
  button_previous:
    "z-20 grid size-9 place-items-center rounded-full hover:bg-ink-50 disabled:opacity-40",
  button_next:
    "z-20 grid size-9 place-items-center rounded-full hover:bg-ink-50 disabled:opacity-40",
  month_grid: "w-full border-collapse",
  weekdays: "",
  weekday: "size-10 text-xs font-medium text-ink-500 capitalize",
  week: "",
  day: "size-10 p-0 text-center",
  day_button:
    "grid size-10 place-items-center rounded-full tabular-nums transition-colors hover:bg-brand-100 hover:text-brand-700",
  today: "font-bold text-brand-700",
  selected:
    "[&>button]:bg-brand-600 [&>button]:text-white [&>button]:hover:bg-brand-700 [&>button]:hover:text-white",
  outside: "text-ink-300",
  disabled: "opacity-40",
  hidden: "invisible",
};

/**
 * A single date in a popover: the field shows dd/MM/yyyy, the calendar is in pt-BR
 * (react-day-picker + date-fns), and a clear button empties it.
 */
export function DatePicker({
  id,
  value,
  onChange,
  placeholder,
  clearLabel = "Limpar data",
  calendarLabel = "Calendário",
  fromYear = 2000,
  toYear = new Date().getFullYear() + 5,
  disabled,
  ...aria
}: DatePickerProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className="relative">
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger asChild>
          <button
            type="button"
            id={id}
            disabled={disabled}
            {...aria}
            className={cn(
              inputClass,
              "flex items-center gap-3 text-left",
              value ? "pr-12" : "text-ink-500",
            )}
          >
            <CalendarDays className="size-4 shrink-0 text-ink-500" aria-hidden />
            <span className="truncate">{value ? formatDateBR(value) : placeholder}</span>
          </button>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={6}
            collisionPadding={12}
            aria-label={calendarLabel}
            className="z-[60] rounded-xl border border-ink-100 bg-white shadow-card focus:outline-none"
          >
            <DayPicker
              mode="single"
              locale={ptBR}
              selected={value ?? undefined}
              defaultMonth={value ?? undefined}
              onSelect={(date) => {
                onChange(date ?? null);
                setOpen(false);
              }}
              captionLayout="dropdown"
              startMonth={new Date(fromYear, 0)}
              endMonth={new Date(toYear, 11)}
              autoFocus
              classNames={dayPickerClasses}
            />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {value && !disabled && (
        <button
          type="button"
          onClick={() => onChange(null)}
          aria-label={clearLabel}
          className="absolute top-1/2 right-2 grid size-8 -translate-y-1/2 place-items-center rounded-full text-ink-500 hover:bg-ink-50 hover:text-ink-900"
        >
          <X className="size-4" aria-hidden />
        </button>
      )}
    </div>
  );
}
