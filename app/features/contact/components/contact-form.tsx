import { Send } from "lucide-react";
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { Field, Input, Textarea } from "../../../components/ui/field.tsx";
import {
  controlProps,
  fieldError,
  isConformIntent,
  useSiteForm,
} from "../../../components/ui/form.ts";
import { FormMessage } from "../../../components/ui/form-message.tsx";
import { NativeSelect } from "../../../components/ui/native-select.tsx";
import { toast } from "../../../components/ui/toaster.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { type FormReply, type FormResult, failureOf, refusalOf } from "../../../lib/form-result.ts";
import { type Locale, sayIn, usePageLocale } from "../../../lib/locale.ts";
import { maskPhone } from "../../../lib/phone.ts";
import { projectTypeLabel } from "../../../lib/project-type-labels.ts";
import { projectTypeOptions } from "../../../lib/project-types.ts";
import { useSiteFacts, whatsAppUrl } from "../../../lib/site-facts.ts";
import { m } from "../../../paraglide/messages.js";
import { reportContactConversion } from "../../consent/index.ts";
import { SpamFields, spamSignalsOf } from "../../forms/index.ts";
import { contactApi } from "../api.ts";
import type { ContactSubmission } from "../schemas.ts";
import { contactFailureText, contactFormTexts } from "./contact-form-texts.ts";
import { useContactViewBeacon } from "./contact-view-beacon.ts";
import { whatsAppContactMessage } from "./whatsapp-message.ts";

export const contactFieldNames = [
  "name",
  "email",
  "phone",
  "projectType",
  "subject",
  "message",
] as const;
type FieldName = (typeof contactFieldNames)[number];

/** What the home page's action answers a contact form posted without JavaScript. */
export type ContactFormResult = FormResult<{ whatsappUrl: string }>;

type ValidationModule = typeof import("./contact-validation.ts");

/*
 * The shared schema (and zod with it) is fetched as the form nears the viewport, not with the
 * page: by the time anyone submits, it is here, and validation runs synchronously.
 */
let validation: ValidationModule | null = null;
let validationLoading: Promise<ValidationModule> | null = null;
function loadValidation(): Promise<ValidationModule> {
  validationLoading ??= import("./contact-validation.ts").then((module) => {
    validation = module;
    return module;
  });
  return validationLoading;
}

/**
 * docs/product.md#home contact form: validated on submit with docs/product.md#validation's messages; a valid request opens the
 * WhatsApp hand-off and is sent to POST /api/contact; success toasts, resets the form and shows
 * a lasting confirmation in its place with 'Continuar no WhatsApp' (for when the new tab was
 * blocked), and only then, with consent, reports the ads conversion (docs/product.md#api-routes).
 *
 * A Conform form (decision 0043) whose fields are uncontrolled: what a visitor types before the
 * page's scripts arrive stays in them through hydration, and values are read from the form when
 * it is checked. Without JavaScript (or before hydration) the form posts to the home page's
 * action, whose answer comes back as `result` (docs/product.md#forms-without-javascript).
 */
export function ContactForm({ result }: { result?: ContactFormResult }) {
  const site = useSiteFacts();
  const { locale, home } = usePageLocale();
  const texts = contactFormTexts(locale);
  // A new key empties every field after a send (a reset would restore the posted values).
  const [generation, setGeneration] = useState(0);
  // A send's lasting confirmation, and whether the answer the page came with (a post without
  // JavaScript) still stands: it goes once the visitor sends again.
  const [sent, setSent] = useState<{ whatsappUrl: string } | null>(null);
  const [pageAnswerShown, setPageAnswerShown] = useState(true);
  const confirmationRef = useRef<HTMLDivElement>(null);
  const viewRef = useContactViewBeacon<HTMLDivElement>();

  // The confirmation takes the place of the button that was pressed (the form is new and empty),
  // so focus goes to it, and with it the view, as after a post without JavaScript.
  useEffect(() => {
    if (sent) confirmationRef.current?.focus();
  }, [sent]);

  const send = async (data: ContactSubmission, signals: ReturnType<typeof spamSignalsOf>) => {
    // Synchronously, before any await: pop-up blockers only let a click's own task open a tab.
    const whatsappUrl = whatsAppUrl(site.whatsapp, whatsAppContactMessage(data, locale));
    window.open(whatsappUrl, "_blank", "noopener");
    setSent(null);
    setPageAnswerShown(false);
    try {
      const { website: _honeypot, formToken: _token, ...fields } = data;
      // The page's language goes with it: staff see it, and its notification names it.
      await contactApi.call("POST /contact", {
        body: { ...fields, language: locale, ...signals },
      });
      toast({ title: texts.successTitle, description: texts.successDescription });
      setSent({ whatsappUrl });
      setGeneration((value) => value + 1);
      reportContactConversion(site);
    } catch (error) {
      // The API answers in pt-BR (docs/architecture.md#locales).
      toast({
        title: texts.failureTitle,
        description: contactFailureText(error instanceof ApiError ? error.message : "", locale),
        variant: "destructive",
      });
    }
  };

  const pageAnswer = pageAnswerShown ? result : undefined;
  const serverFailure = failureOf(pageAnswer);
  const failure = serverFailure && contactFailureText(serverFailure, locale);

  // The same confirmation whether the page was posted (no JavaScript) or the form sent it.
  const confirmation = sent
    ? { title: texts.successTitle, description: texts.successDescription, ...sent }
    : pageAnswer?.status === "success"
      ? {
          title: pageAnswer.message,
          description: pageAnswer.description,
          whatsappUrl: pageAnswer.whatsappUrl,
        }
      : null;

  return (
    <div ref={viewRef} className="grid gap-5">
      {confirmation && (
        <div ref={confirmationRef} tabIndex={-1} className="rounded-xl">
          <FormMessage
            tone="success"
            title={confirmation.title}
            description={confirmation.description}
          >
            <a
              href={confirmation.whatsappUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-3 inline-flex items-center gap-2 font-semibold text-emerald-800 underline underline-offset-4"
            >
              {texts.continueOnWhatsApp}
            </a>
          </FormMessage>
        </div>
      )}
      {failure && <FormMessage tone="error" title={texts.failureTitle} description={failure} />}
      <ContactFields
        key={generation}
        locale={locale}
        action={`${home}?index#contato`}
        texts={texts}
        lastResult={refusalOf(pageAnswer)}
        onValid={send}
      />
    </div>
  );
}

/** The form itself: a new one, empty, after each send. */
function ContactFields({
  locale,
  action,
  texts,
  lastResult,
  onValid,
}: {
  locale: Locale;
  /** The page's own home, so the answer to a post without JavaScript comes in its language. */
  action: string;
  texts: ReturnType<typeof contactFormTexts>;
  lastResult: FormReply | undefined;
  onValid: (data: ContactSubmission, signals: ReturnType<typeof spamSignalsOf>) => Promise<void>;
}) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // Whether validation is available (marked on the form for tests and styling).
  const [ready, setReady] = useState(validation !== null);
  const prepare = useCallback(() => {
    void loadValidation().then(() => setReady(true));
  }, []);

  useEffect(() => {
    const form = formRef.current;
    if (!form || !("IntersectionObserver" in window)) {
      prepare();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          prepare();
          observer.disconnect();
        }
      },
      { rootMargin: "800px 0px" },
    );
    observer.observe(form);
    return () => observer.disconnect();
  }, [prepare]);

  const { fields, submitting, formProps } = useSiteForm({
    lastResult,
    // Only ever called once the schema is here: `onSubmit` below waits for it.
    validate: (formData) => (validation as ValidationModule).parseContact(formData, locale),
    onValid: (data, form) => onValid(data, spamSignalsOf(form)),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!validation) {
      event.preventDefault();
      // Submitted before the schema arrived: submitted again once it has. A field's check (after
      // a post without JavaScript) waits for the next keystroke.
      if (!isConformIntent(event))
        void loadValidation().then(() => formRef.current?.requestSubmit());
      return;
    }
    formProps.onSubmit(event);
  };

  // docs/product.md#phone-numbers: the mask follows what is typed.
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target;
    if (target instanceof HTMLInputElement && target.name === "phone") {
      const masked = maskPhone(target.value);
      if (masked !== target.value) target.value = masked;
    }
  };

  const say = sayIn(locale);
  const fieldId = (name: FieldName) => `${id}-${name}`;
  const errors = Object.fromEntries(
    contactFieldNames.map((name) => [name, fieldError(fields[name])]),
  ) as Partial<Record<FieldName, string>>;
  const control = (name: FieldName) => controlProps(fields[name], fieldId(name));

  return (
    <form
      {...formProps}
      ref={formRef}
      method="post"
      action={action}
      onSubmit={onSubmit}
      onChange={onChange}
      onFocus={prepare}
      noValidate
      data-ready={ready ? "true" : undefined}
      className="relative grid grid-cols-1 gap-5 sm:grid-cols-2"
    >
      <SpamFields />
      <Field id={fieldId("name")} label={say(m.contact_name_label)} error={errors.name}>
        <Input
          {...control("name")}
          autoComplete="name"
          placeholder={say(m.contact_name_placeholder)}
        />
      </Field>
      <Field id={fieldId("email")} label={say(m.contact_email_label)} error={errors.email}>
        <Input
          {...control("email")}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={say(m.contact_email_placeholder)}
        />
      </Field>
      <Field id={fieldId("phone")} label={say(m.contact_phone_label)} error={errors.phone}>
        <Input
          {...control("phone")}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder={say(m.contact_phone_placeholder)}
        />
      </Field>
      <Field
        id={fieldId("projectType")}
        label={say(m.contact_project_type_label)}
        error={errors.projectType}
      >
        <NativeSelect {...control("projectType")}>
          <option value="">{say(m.contact_project_type_placeholder)}</option>
          {projectTypeOptions.map((option) => (
            <option key={option} value={option} className="text-ink-900">
              {projectTypeLabel(option, locale)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field
        id={fieldId("subject")}
        label={say(m.contact_subject_label)}
        error={errors.subject}
        className="sm:col-span-2"
      >
        <Input {...control("subject")} placeholder={say(m.contact_subject_placeholder)} />
      </Field>
      <Field
        id={fieldId("message")}
        label={say(m.contact_message_label)}
        error={errors.message}
        className="sm:col-span-2"
      >
        <Textarea
          {...control("message")}
          rows={5}
          placeholder={say(m.contact_message_placeholder)}
        />
      </Field>
      <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs leading-relaxed text-ink-500 sm:max-w-xs">
          {say(m.contact_whatsapp_hint)}
        </p>
        <button
          type="submit"
          disabled={submitting}
          className="inline-flex h-13 shrink-0 items-center justify-center gap-2 rounded-full bg-brand-600 px-7 text-base font-semibold text-white transition-colors hover:bg-brand-700 disabled:opacity-60"
        >
          {submitting ? texts.submitting : texts.submit}
          {!submitting && <Send aria-hidden className="size-4" />}
        </button>
      </div>
    </form>
  );
}
