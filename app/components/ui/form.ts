import {
  type DefaultValue,
  getFormProps,
  type Submission,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { fieldAria } from "./field.tsx";

/**
 * Every form of the site, public or back office, is a Conform form (decision 0043): checked on
 * submit with the API's zod schema (`parseForm`, app/lib/form-submission.ts), then, once a submit
 * was refused, again as each field is corrected; the first invalid field takes the focus. The
 * fields stay uncontrolled, so what was typed before the page's scripts arrived is what is sent.
 */
export function useSiteForm<Schema extends Record<string, unknown>, Output>({
  validate,
  onValid,
  lastResult,
  defaultValue,
  shouldDirtyConsider,
  onBusyChange,
}: {
  /** The form's data through the schema: `parseForm(formData, schema)`. */
  validate: (formData: FormData) => Submission<Schema, string[], Output>;
  /** A valid submit: the API call, its toasts. The form is busy until it settles. */
  onValid: (value: Output, form: HTMLFormElement) => Promise<void> | void;
  /** A refused post (the page's action), or messages the API gave for a field. */
  lastResult?: SubmissionResult<string[]> | undefined;
  defaultValue?: DefaultValue<Schema>;
  /** Which fields count for `form.dirty` (all by default). */
  shouldDirtyConsider?: (name: string) => boolean;
  /** Told when the form starts and stops being busy: a dialog holding it refuses to close meanwhile. */
  onBusyChange?: (busy: boolean) => void;
}) {
  const [submitting, setSubmitting] = useState(false);
  // A second Enter or click before the first answer never sends the form again.
  const busy = useRef(false);
  // The holder hears of it in the same event as the form, not an effect later: an Escape pressed
  // right after Enter must already find the dialog refusing to close.
  const setBusy = (value: boolean) => {
    busy.current = value;
    setSubmitting(value);
    onBusyChange?.(value);
  };
  const [form, fields] = useForm<Schema, Output>({
    lastResult,
    defaultValue,
    shouldDirtyConsider,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => validate(formData),
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (busy.current || submission?.status !== "success") return;
      setBusy(true);
      const done = () => setBusy(false);
      try {
        // Called in the submit's own task: a pop-up (the WhatsApp hand-off) may open only there.
        void Promise.resolve(onValid(submission.value, event.currentTarget)).finally(done);
      } catch (error) {
        done();
        throw error;
      }
    },
  });
  // A form unmounted while it waits leaves its holder free to close.
  const unmountBusy = useRef(onBusyChange);
  unmountBusy.current = onBusyChange;
  useEffect(() => () => unmountBusy.current?.(false), []);
  // The form's errors are shown in the page's own message region, not described on the form.
  const formProps = getFormProps(form, { ariaAttributes: false });
  return { form, fields, submitting, formProps };
}

/** What a field shows: its first message (docs/product.md#validation). */
export function fieldError(field: { errors?: string[] | undefined }): string | undefined {
  return field.errors?.[0];
}

/**
 * An uncontrolled text control inside <Field>: its name, the value posted back (a refused post
 * without JavaScript, or the form's defaults), and the aria wiring of its message.
 */
export function controlProps(
  field: { name: string; errors?: string[] | undefined; initialValue?: unknown },
  id: string,
  hint?: boolean,
) {
  return {
    ...fieldAria(id, fieldError(field), hint),
    name: field.name,
    defaultValue: typeof field.initialValue === "string" ? field.initialValue : "",
  };
}

/**
 * Whether a submit event is one of Conform's own (a field checked as it is typed), not a person
 * sending the form.
 */
export function isConformIntent(event: FormEvent<HTMLFormElement>): boolean {
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  return submitter?.getAttribute("name") === "__intent__";
}

/**
 * The form's copy of a value a widget holds (a Radix select, the date field), kept by Conform's
 * `useInputControl` (give it `value={control.value ?? ""}`): named, so it is in the form's data,
 * and out of sight and of the tab order. When that value is the first one refused, Conform
 * focuses it; it passes the focus on to the widget itself.
 */
export function widgetValueProps(focusWidget: () => void) {
  return {
    "aria-hidden": true,
    tabIndex: -1,
    readOnly: true,
    className: "sr-only",
    onFocus: focusWidget,
  } as const;
}
