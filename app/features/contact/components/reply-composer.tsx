import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Send } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Field, Textarea } from "../../../components/ui/field.tsx";
import { controlProps, fieldError, useSiteForm } from "../../../components/ui/form.ts";
import { NativeSelect } from "../../../components/ui/native-select.tsx";
import { toast } from "../../../components/ui/toaster.tsx";
import { parseForm } from "../../../lib/form-submission.ts";
import { contactApi } from "../api.ts";
import { leadTextSchema } from "../schemas.ts";
import type { ContactMessage } from "../types.ts";
import { templatesQuery, timelineQuery } from "./lead-queries.ts";
import { fillTemplate } from "./lead-reply.ts";

/**
 * 'Responder por e-mail' (docs/product.md#lead-pipeline): the reply written in the panel, started
 * from a template if one is chosen, sent through the outbox as `Re: {subject}` to the visitor.
 */
export function ReplyComposer({
  message,
  onDone,
  onEditTemplates,
}: {
  message: ContactMessage;
  onDone: () => void;
  onEditTemplates: () => void;
}) {
  const queryClient = useQueryClient();
  const templates = useQuery(templatesQuery);
  const [failure, setFailure] = useState<string | null>(null);
  const { form, fields, submitting, formProps } = useSiteForm({
    validate: (formData) => parseForm(formData, leadTextSchema),
    onValid: async ({ body }) => {
      setFailure(null);
      try {
        await contactApi.call("POST /admin/contacts/{id}/reply", {
          params: { id: message.id },
          body: { body },
        });
        toast({
          title: "Resposta na fila de envio",
          description: `O e-mail para ${message.email} sai em instantes.`,
        });
        await queryClient.invalidateQueries({ queryKey: timelineQuery(message.id).queryKey });
        onDone();
      } catch (error) {
        const text = error instanceof Error ? error.message : "Tente novamente.";
        setFailure(text);
        toast({ title: "Erro ao enviar a resposta", description: text, variant: "destructive" });
      }
    },
  });

  return (
    <form
      {...formProps}
      noValidate
      aria-label="Responder por e-mail"
      className="grid gap-3 rounded-xl border border-brand-200 bg-brand-50/40 p-4"
    >
      <p className="text-sm text-ink-700">
        Para <strong className="font-medium">{message.email}</strong>, assunto{" "}
        <strong className="font-medium">Re: {message.subject}</strong>. As respostas do cliente
        chegam no seu e-mail.
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <Field id="reply-template" label="Modelo de resposta" className="min-w-0 flex-1 basis-56">
          <NativeSelect
            id="reply-template"
            defaultValue=""
            disabled={!templates.data?.length}
            onChange={(event) => {
              const chosen = templates.data?.find((t) => String(t.id) === event.target.value);
              if (chosen)
                form.update({ name: fields.body.name, value: fillTemplate(chosen.body, message) });
            }}
          >
            <option value="">
              {templates.data?.length === 0 ? "Nenhum modelo" : "Escolha um modelo (opcional)"}
            </option>
            {templates.data?.map((template) => (
              <option key={template.id} value={template.id}>
                {template.title}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Button type="button" variant="ghost" size="sm" onClick={onEditTemplates}>
          Modelos de resposta
        </Button>
      </div>
      <Field
        id="reply-body"
        label="Resposta"
        error={fieldError(fields.body) ?? failure ?? undefined}
      >
        <Textarea {...controlProps(fields.body, "reply-body")} rows={7} maxLength={5000} />
      </Field>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone} disabled={submitting}>
          Cancelar
        </Button>
        <Button type="submit" disabled={submitting}>
          <Send className="size-4" aria-hidden />
          {submitting ? "Enviando..." : "Enviar resposta"}
        </Button>
      </div>
    </form>
  );
}
