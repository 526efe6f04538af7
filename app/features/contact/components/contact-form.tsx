import { Send } from "lucide-react";
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { Field, fieldAria, Input, Textarea } from "../../../components/ui/field.tsx";
import { FormMessage } from "../../../components/ui/form-message.tsx";
import { NativeSelect } from "../../../components/ui/native-select.tsx";
import { toast } from "../../../components/ui/toaster.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { type FormResult, formValues } from "../../../lib/form-result.ts";
import { maskPhone } from "../../../lib/phone.ts";
import { projectTypeOptions } from "../../../lib/project-types.ts";
import { useSiteFacts, whatsAppUrl } from "../../../lib/site-facts.ts";
import { reportContactConversion } from "../../consent/index.ts";
import { SpamFields, spamSignalsOf } from "../../forms/index.ts";
import { contactApi } from "../api.ts";
import type { ContactSubmission } from "../schemas.ts";
import { contactFormTexts as texts } from "./contact-form-texts.ts";
import { whatsAppContactMessage } from "./whatsapp-message.ts";

export const contactFieldNames = [
  "name",
  "email",
  "phone",
  "projectType",
  "subject",
  "message",
] as const;
const fieldNames = contactFieldNames;
const spamSignalNames = ["website", "formToken"] as const;
type FieldName = (typeof fieldNames)[number];
type Values = Record<FieldName | (typeof spamSignalNames)[number], string>;
type Errors = Partial<Record<FieldName, string>>;

/** What the home page's action answers a contact form posted without JavaScript. */
export type ContactFormResult = FormResult<{ whatsappUrl: string }>;

type SchemaModule = typeof import("../schemas.ts");

/*
 * The shared schema (and zod with it) is fetched as the form nears the viewport, not with the
 * page: by the time anyone submits, it is here, and validation runs synchronously.
 */
let schemaModule: SchemaModule | null = null;
let schemaLoading: Promise<SchemaModule> | null = null;
function loadSchema(): Promise<SchemaModule> {
  schemaLoading ??= import("../schemas.ts").then((module) => {
    schemaModule = module;
    return module;
  });
  return schemaLoading;
}

/** docs/product.md#validation: the shared schema's first message per field. */
function validate(
  { contactSchema }: SchemaModule,
  values: Values,
): { data: ContactSubmission | null; errors: Errors } {
  const result = contactSchema.safeParse(values);
  if (result.success) return { data: result.data, errors: {} };
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as FieldName | undefined;
    if (field && fieldNames.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return { data: null, errors };
}

/**
 * docs/product.md#home contact form: validated on submit with docs/product.md#validation's messages; a valid request opens the
 * WhatsApp hand-off and is sent to POST /api/contact; success toasts, resets the form and shows
 * a lasting confirmation in its place with 'Continuar no WhatsApp' (for when the new tab was
 * blocked), and only then, with consent, reports the ads conversion (docs/product.md#api-routes).
 *
 * The fields are uncontrolled: what a visitor types before the page's scripts arrive stays in
 * them through hydration, and values are read from the form when it is checked. Without
 * JavaScript (or before hydration) the form posts to the home page's action, whose answer comes
 * back as `result` (docs/product.md#forms-without-javascript).
 */
export function ContactForm({ result }: { result?: ContactFormResult }) {
  const site = useSiteFacts();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const serverErrors = result?.status === "invalid" ? result.errors : {};
  const [errors, setErrors] = useState<Errors>(serverErrors);
  const [validated, setValidated] = useState(result?.status === "invalid");
  const [submitting, setSubmitting] = useState(false);
  // A new key empties every field after a send (reset() would restore the posted values).
  const [generation, setGeneration] = useState(0);
  // Whether validation is available (marked on the form for tests and styling).
  const [schemaReady, setSchemaReady] = useState(false);
  // A send's lasting confirmation, and whether the answer the page came with (a post without
  // JavaScript) still stands: it goes once the visitor sends again.
  const [sent, setSent] = useState<{ whatsappUrl: string } | null>(null);
  const [pageAnswerShown, setPageAnswerShown] = useState(true);
  const confirmationRef = useRef<HTMLDivElement>(null);
  const prepare = useCallback(() => {
    void loadSchema().then(() => setSchemaReady(true));
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

  const fieldId = (name: FieldName) => `${id}-${name}`;
  const currentValues = (): Values =>
    formValues(new FormData(formRef.current ?? undefined), [
      ...fieldNames,
      ...spamSignalNames,
    ]) as Values;

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    // docs/product.md#phone-numbers: the mask follows what is typed.
    const target = event.target;
    if (target instanceof HTMLInputElement && target.name === "phone") {
      const masked = maskPhone(target.value);
      if (masked !== target.value) target.value = masked;
    }
    // After a failed submit, messages follow the corrections as they are typed.
    if (validated && schemaModule) setErrors(validate(schemaModule, currentValues()).errors);
  };

  // The confirmation takes the place of the button that was pressed (the form is new and empty),
  // so focus goes to it, and with it the view, as after a post without JavaScript.
  useEffect(() => {
    if (sent) confirmationRef.current?.focus();
  }, [sent]);

  const send = async (
    data: ContactSubmission,
    signals: ReturnType<typeof spamSignalsOf>,
    whatsappUrl: string,
  ) => {
    setSubmitting(true);
    setSent(null);
    setPageAnswerShown(false);
    try {
      const { website: _honeypot, formToken: _token, ...fields } = data;
      await contactApi.call("POST /contact", { body: { ...fields, ...signals } });
      toast({ title: texts.successTitle, description: texts.successDescription });
      setSent({ whatsappUrl });
      setGeneration((value) => value + 1);
      setErrors({});
      setValidated(false);
      reportContactConversion(site);
    } catch (error) {
      toast({
        title: texts.failureTitle,
        description:
          error instanceof ApiError && error.message ? error.message : texts.failureFallback,
        variant: "destructive",
      });
    } finally {
      setSubmitting(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    if (!schemaModule) {
      // Only when submitted before the schema arrived: submit again once it has.
      void loadSchema().then(() => formRef.current?.requestSubmit());
      return;
    }
    const { data, errors: found } = validate(schemaModule, currentValues());
    setErrors(found);
    setValidated(true);
    if (!data) {
      const first = fieldNames.find((name) => found[name]);
      if (first)
        formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(first))}`)?.focus();
      return;
    }
    // Synchronously, before any await: pop-up blockers only let a click's own task open a tab.
    const whatsappUrl = whatsAppUrl(site.whatsapp, whatsAppContactMessage(data));
    window.open(whatsappUrl, "_blank", "noopener");
    void send(data, formRef.current ? spamSignalsOf(formRef.current) : {}, whatsappUrl);
  };

  const pageAnswer = pageAnswerShown ? result : undefined;
  // The posted values come back only with a failure; a success starts empty.
  const posted = pageAnswer && pageAnswer.status !== "success" ? pageAnswer.values : {};
  const control = (name: FieldName) => ({
    ...fieldAria(fieldId(name), errors[name]),
    name,
    defaultValue: posted[name] ?? "",
  });

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
    <div className="grid gap-5">
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
      {pageAnswer?.status === "failed" && (
        <FormMessage tone="error" title={texts.failureTitle} description={pageAnswer.message} />
      )}
      <form
        key={generation}
        ref={formRef}
        method="post"
        action="/?index#contato"
        onSubmit={onSubmit}
        onChange={onChange}
        onFocus={prepare}
        noValidate
        data-ready={schemaReady ? "true" : undefined}
        className="relative grid grid-cols-1 gap-5 sm:grid-cols-2"
      >
        <SpamFields />
        <Field id={fieldId("name")} label="Nome" error={errors.name}>
          <Input {...control("name")} autoComplete="name" placeholder="Seu nome completo" />
        </Field>
        <Field id={fieldId("email")} label="E-mail" error={errors.email}>
          <Input
            {...control("email")}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="voce@empresa.com.br"
          />
        </Field>
        <Field id={fieldId("phone")} label="Telefone" error={errors.phone}>
          <Input
            {...control("phone")}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder="(11) 91234-5678"
          />
        </Field>
        <Field id={fieldId("projectType")} label="Tipo de projeto" error={errors.projectType}>
          <NativeSelect {...control("projectType")}>
            <option value="">Selecione uma opção</option>
            {projectTypeOptions.map((option) => (
              <option key={option} value={option} className="text-ink-900">
                {option}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field
          id={fieldId("subject")}
          label="Assunto"
          error={errors.subject}
          className="sm:col-span-2"
        >
          <Input {...control("subject")} placeholder="Ex.: Novo site para minha empresa" />
        </Field>
        <Field
          id={fieldId("message")}
          label="Mensagem"
          error={errors.message}
          className="sm:col-span-2"
        >
          <Textarea
            {...control("message")}
            rows={5}
            placeholder="Conte um pouco sobre o seu projeto, prazos e objetivos."
          />
        </Field>
        <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-xs leading-relaxed text-ink-500 sm:max-w-xs">
            Ao enviar, abrimos também uma conversa no WhatsApp com os dados do seu pedido.
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
    </div>
  );
}
