import { ChevronDown, Send } from "lucide-react";
import {
  type ChangeEvent,
  type FormEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { useSiteFacts, whatsAppUrl } from "../../../components/layout/site-facts.ts";
import { Field, fieldAria, Input, inputClass, Textarea } from "../../../components/ui/field.tsx";
import { toast } from "../../../components/ui/toaster.tsx";
import { ApiError, apiRequest } from "../../../lib/api-client.ts";
import { cn } from "../../../lib/cn.ts";
import { reportContactConversion } from "../../consent/track.ts";
import type { ContactSubmission } from "../schemas.ts";
import { contactFormTexts as texts } from "./contact-form-texts.ts";
import { whatsAppContactMessage } from "./whatsapp-message.ts";

const fieldNames = ["name", "email", "phone", "projectType", "subject", "message"] as const;
type FieldName = (typeof fieldNames)[number];
type Values = Record<FieldName, string>;
type Errors = Partial<Record<FieldName, string>>;

const emptyValues: Values = {
  name: "",
  email: "",
  phone: "",
  projectType: "",
  subject: "",
  message: "",
};

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

/** SPEC 5: the shared schema's first message per field. */
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
 * SPEC 2.4 contact form: validated on submit with SPEC 5's messages; a valid request opens the
 * WhatsApp hand-off and is sent to POST /api/contact; success resets the form, and only then,
 * with consent, reports the ads conversion (SPEC 7.2).
 */
export function ContactForm({ projectTypes }: { projectTypes: readonly string[] }) {
  const site = useSiteFacts();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(emptyValues);
  const [errors, setErrors] = useState<Errors>({});
  const [validated, setValidated] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // Whether validation is available (marked on the form for tests and styling).
  const [schemaReady, setSchemaReady] = useState(false);
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

  const onChange = (
    event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
  ) => {
    const next = { ...values, [event.target.name]: event.target.value } as Values;
    setValues(next);
    // After a failed submit, messages follow the corrections as they are typed.
    if (validated && schemaModule) setErrors(validate(schemaModule, next).errors);
  };

  const send = async (data: ContactSubmission) => {
    setSubmitting(true);
    try {
      await apiRequest("POST", "/api/contact", data);
      toast({ title: texts.successTitle, description: texts.successDescription });
      setValues(emptyValues);
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
    const { data, errors: found } = validate(schemaModule, values);
    setErrors(found);
    setValidated(true);
    if (!data) {
      const first = fieldNames.find((name) => found[name]);
      if (first)
        formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(first))}`)?.focus();
      return;
    }
    // Synchronously, before any await: pop-up blockers only let a click's own task open a tab.
    window.open(whatsAppUrl(site.whatsapp, whatsAppContactMessage(data)), "_blank", "noopener");
    void send(data);
  };

  const control = (name: FieldName) => ({
    ...fieldAria(fieldId(name), errors[name]),
    name,
    value: values[name],
    onChange,
  });

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      onFocus={prepare}
      noValidate
      data-ready={schemaReady ? "true" : undefined}
      className="grid grid-cols-1 gap-5 sm:grid-cols-2"
    >
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
        <div className="relative">
          <select {...control("projectType")} className={cn(inputClass, "appearance-none pr-11")}>
            <option value="">Selecione uma opção</option>
            {projectTypes.map((option) => (
              <option key={option} value={option} className="text-ink-900">
                {option}
              </option>
            ))}
          </select>
          <ChevronDown
            aria-hidden
            className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 text-ink-500"
          />
        </div>
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
  );
}
