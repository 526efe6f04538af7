import { format } from "date-fns";
import { CalendarDays, X } from "lucide-react";
import { Popover } from "radix-ui";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { DayPicker } from "react-day-picker";
// date-fns' ptBR extended with DayPicker's own labels ("Escolha o mês", "Próximo mês", ...).
import { ptBR } from "react-day-picker/locale";
import {
  dateFieldMessages,
  dayToBR,
  dayToLocalDate,
  FIRST_DAY,
  LAST_DAY,
  localDateToDay,
  maskDateBR,
  parseDateBR,
} from "../../lib/calendar-day.ts";
import { cn } from "../../lib/cn.ts";
import { isoDay } from "../../lib/format-date.ts";
import { Field, inputClass } from "./field.tsx";

export interface DateFieldProps {
  id: string;
  label: string;
  /** yyyy-MM-dd, or "" for no date. */
  value: string;
  /**
   * yyyy-MM-dd, or "" when emptied, once the text is a date the field accepts; null while it is
   * not (the field says why, and the form must not send an older value in its place).
   */
  onChange: (value: string | null) => void;
  /** First and last days accepted (yyyy-MM-dd); FIRST_DAY..LAST_DAY at most. */
  min?: string;
  max?: string;
  /** An empty field is refused with 'Informe a data.' */
  required?: boolean;
  /** Adds 'Limpar data', which empties the field. */
  clearable?: boolean;
  /** The form's own message for the field; the field's own (a date that does not exist) wins. */
  error?: string;
  hint?: string;
  className?: string;
}

/**
 * The back office's one date field (decision 0039, docs/product.md#date-fields): a text field
 * that takes dd/MM/yyyy as typed (slashes added by themselves), beside a pt-BR calendar in a
 * popover (Alt+↓ or the button opens it; arrows, Page Up/Down, Home/End and Enter inside it;
 * Escape closes it). The same on every browser, unlike `<input type="date">`, whose format
 * follows the browser's language.
 */
export function DateField({
  id,
  label,
  value,
  onChange,
  min = FIRST_DAY,
  max = LAST_DAY,
  required,
  clearable,
  error,
  hint,
  className,
}: DateFieldProps) {
  const [text, setText] = useState(() => dayToBR(value));
  const [ownError, setOwnError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [shownValue, setShownValue] = useState(value);
  const input = useRef<HTMLInputElement>(null);
  const formatId = `${useId()}-format`;
  const bounds = { min, max };

  // A value set from outside (a form reset, a picked day) replaces the text, unless the text
  // already says it, or is a typing error the form holds as "no date" meanwhile.
  if (shownValue !== value) {
    setShownValue(value);
    const typed = parseDateBR(text, bounds);
    const sameDay = typed.ok && typed.day === value;
    if (!sameDay && !(value === "" && !typed.ok)) {
      setText(dayToBR(value));
      setOwnError(null);
    }
  }

  /** Judges the text; true when it is a date the field accepts (or empty, when allowed). */
  const commit = (typed: string): boolean => {
    const parsed = parseDateBR(typed, bounds);
    if (!parsed.ok) {
      setOwnError(parsed.message);
      onChange(null);
      return false;
    }
    const missing = required && parsed.day === "";
    setOwnError(missing ? dateFieldMessages.required : null);
    if (parsed.day !== value) onChange(parsed.day);
    return !missing;
  };

  const type = (raw: string) => {
    const masked = maskDateBR(raw);
    setText(masked);
    // Judged as soon as it is whole (a filter applies at once); a half-typed date waits for blur.
    if (masked === "" || masked.length === 10) commit(masked);
    else setOwnError(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter" && !commit(text)) event.preventDefault();
    if (event.key === "ArrowDown" && event.altKey) {
      event.preventDefault();
      setOpen(true);
    }
  };

  const pick = (date: Date | undefined) => {
    setOpen(false);
    if (!date) return;
    const day = localDateToDay(date);
    setText(dayToBR(day));
    setOwnError(null);
    if (day !== value) onChange(day);
  };

  const shownError = ownError ?? error;
  const selected = value ? dayToLocalDate(value) : undefined;
  const today = isoDay(new Date());
  const firstMonth = selected ?? dayToLocalDate(today > max ? max : today < min ? min : today);

  return (
    <Field id={id} label={label} error={shownError} hint={hint} className={className}>
      <div className="relative">
        <input
          ref={input}
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          placeholder="dd/mm/aaaa"
          value={text}
          onChange={(event) => type(event.target.value)}
          onBlur={() => commit(text)}
          onKeyDown={onKeyDown}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={
            [shownError ? `${id}-error` : hint ? `${id}-hint` : null, formatId]
              .filter(Boolean)
              .join(" ") || undefined
          }
          className={cn(inputClass, "tabular-nums", clearable && text ? "pr-22" : "pr-12")}
        />
        <span id={formatId} className="sr-only">
          Digite a data no formato dd/mm/aaaa ou escolha no calendário.
        </span>
        <div className="absolute inset-y-0 right-1.5 flex items-center">
          {clearable && text && (
            <button
              type="button"
              onClick={() => {
                type("");
                input.current?.focus();
              }}
              aria-label={`Limpar data: ${label}`}
              className="grid size-9 place-items-center rounded-full text-ink-500 hover:bg-ink-50 hover:text-ink-900"
            >
              <X className="size-4" aria-hidden />
            </button>
          )}
          <Popover.Root open={open} onOpenChange={setOpen}>
            <Popover.Trigger asChild>
              <button
                type="button"
                aria-label={`Abrir calendário: ${label}`}
                className="grid size-9 place-items-center rounded-full text-ink-500 hover:bg-ink-50 hover:text-brand-700"
              >
                <CalendarDays className="size-4.5" aria-hidden />
              </button>
            </Popover.Trigger>
            <Popover.Portal>
              <Popover.Content
                align="end"
                sideOffset={6}
                collisionPadding={12}
                aria-label={`Calendário: ${label}`}
                // The calendar focuses the chosen day (or today) itself; closing goes back to the text.
                onOpenAutoFocus={(event) => event.preventDefault()}
                onCloseAutoFocus={(event) => {
                  event.preventDefault();
                  input.current?.focus();
                }}
                className="z-[60] rounded-xl border border-ink-100 bg-white shadow-card focus:outline-none"
              >
                <DayPicker
                  mode="single"
                  locale={ptBR}
                  selected={selected}
                  defaultMonth={firstMonth}
                  today={dayToLocalDate(today)}
                  onSelect={pick}
                  disabled={[{ before: dayToLocalDate(min) }, { after: dayToLocalDate(max) }]}
                  captionLayout="dropdown"
                  startMonth={dayToLocalDate(min)}
                  endMonth={dayToLocalDate(max)}
                  autoFocus
                  formatters={formatters}
                  classNames={dayPickerClasses}
                />
              </Popover.Content>
            </Popover.Portal>
          </Popover.Root>
        </div>
      </div>
    </Field>
  );
}

// date-fns' short pt-BR weekdays write 'sab'; the first letters of the full names give 'sáb'.
const formatters = {
  formatWeekdayName: (date: Date) => format(date, "cccc", { locale: ptBR }).slice(0, 3),
};

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
    "grid size-10 place-items-center rounded-full tabular-nums transition-colors hover:bg-brand-100 hover:text-brand-700 focus-visible:outline-3 focus-visible:outline-brand-500",
  today: "font-bold text-brand-700",
  selected:
    "[&>button]:bg-brand-600 [&>button]:text-white [&>button]:hover:bg-brand-700 [&>button]:hover:text-white",
  outside: "text-ink-300",
  disabled: "opacity-40 [&>button]:cursor-not-allowed [&>button]:hover:bg-transparent",
  hidden: "invisible",
};
