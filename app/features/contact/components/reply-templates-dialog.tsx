import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog.tsx";
import { Field, Input, Textarea } from "../../../components/ui/field.tsx";
import { controlProps, fieldError, useSiteForm } from "../../../components/ui/form.ts";
import { toast } from "../../../components/ui/toaster.tsx";
import { cn } from "../../../lib/cn.ts";
import { parseForm } from "../../../lib/form-submission.ts";
import { contactApi } from "../api.ts";
import { replyTemplateSchema } from "../schemas.ts";
import type { ReplyTemplate } from "../types.ts";
import { templatesQuery } from "./lead-queries.ts";

/**
 * 'Modelos de resposta' (docs/product.md#lead-pipeline): the texts the reply composer offers,
 * created, edited and deleted by any staff member. `{nome}` and `{assunto}` are filled in with
 * the lead's first name and subject when a template is chosen.
 */
export function ReplyTemplatesDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const templates = useQuery({ ...templatesQuery, enabled: open });
  // null: a new template; an id: that one.
  const [chosen, setChosen] = useState<number | null>(null);
  const editing = templates.data?.find((template) => template.id === chosen) ?? null;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width="lg">
        <DialogHeader>
          <DialogTitle>Modelos de resposta</DialogTitle>
          <DialogDescription>
            Use {"{nome}"} e {"{assunto}"} no texto: ao escolher o modelo, eles viram o primeiro
            nome e o assunto do contato.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
          <nav aria-label="Modelos" className="grid content-start gap-1">
            {templates.data?.map((template) => (
              <button
                key={template.id}
                type="button"
                aria-current={template.id === chosen ? "true" : undefined}
                onClick={() => setChosen(template.id)}
                className={cn(
                  "truncate rounded-lg px-3 py-2 text-left text-sm",
                  template.id === chosen
                    ? "bg-brand-100 font-medium text-brand-700"
                    : "hover:bg-ink-50",
                )}
              >
                {template.title}
              </button>
            ))}
            <Button type="button" variant="ghost" size="sm" onClick={() => setChosen(null)}>
              <Plus className="size-4" aria-hidden />
              Novo modelo
            </Button>
          </nav>
          <TemplateForm
            // A new form for each template: its fields start from that template.
            key={editing?.id ?? "new"}
            template={editing}
            onSaved={(saved) => setChosen(saved?.id ?? null)}
          />
        </div>
      </DialogContent>
    </Dialog>
  );
}

function TemplateForm({
  template,
  onSaved,
}: {
  template: ReplyTemplate | null;
  onSaved: (saved: ReplyTemplate | null) => void;
}) {
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: templatesQuery.queryKey });
  const failed = (error: unknown) =>
    toast({
      title: "Erro ao salvar o modelo",
      description: error instanceof Error ? error.message : "Tente novamente.",
      variant: "destructive",
    });
  const { fields, submitting, formProps } = useSiteForm({
    defaultValue: { title: template?.title ?? "", body: template?.body ?? "" },
    validate: (formData) => parseForm(formData, replyTemplateSchema),
    onValid: async (body) => {
      try {
        const saved = template
          ? await contactApi.call("PATCH /admin/contacts/reply-templates/{id}", {
              params: { id: template.id },
              body,
            })
          : await contactApi.call("POST /admin/contacts/reply-templates", { body });
        toast({ title: "Modelo salvo", description: `“${saved.title}” está pronto para usar.` });
        await refresh();
        onSaved(saved);
      } catch (error) {
        failed(error);
      }
    },
  });
  const remove = async () => {
    if (!template) return;
    setDeleting(true);
    try {
      await contactApi.call("DELETE /admin/contacts/reply-templates/{id}", {
        params: { id: template.id },
      });
      toast({ title: "Modelo excluído", description: `“${template.title}” foi excluído.` });
      await refresh();
      onSaved(null);
    } catch (error) {
      failed(error);
    } finally {
      setDeleting(false);
    }
  };
  return (
    <form {...formProps} noValidate className="grid content-start gap-3">
      <Field id="template-title" label="Nome do modelo" error={fieldError(fields.title)}>
        <Input {...controlProps(fields.title, "template-title")} maxLength={100} />
      </Field>
      <Field id="template-body" label="Texto" error={fieldError(fields.body)}>
        <Textarea {...controlProps(fields.body, "template-body")} rows={8} maxLength={5000} />
      </Field>
      <div className="flex flex-wrap justify-end gap-2">
        {template && (
          <Button
            type="button"
            variant="outline"
            onClick={remove}
            disabled={deleting || submitting}
            className="text-red-700"
          >
            <Trash2 className="size-4" aria-hidden />
            {deleting ? "Excluindo..." : "Excluir"}
          </Button>
        )}
        <Button type="submit" disabled={submitting || deleting}>
          {submitting ? "Salvando..." : template ? "Salvar modelo" : "Criar modelo"}
        </Button>
      </div>
    </form>
  );
}
