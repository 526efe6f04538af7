import { useMutation } from "@tanstack/react-query";
import { Pencil } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog.tsx";
import { Field, inputClass } from "../../../components/ui/field.tsx";
import { toast } from "../../../components/ui/toaster.tsx";
import { privacyApi } from "../api.ts";

const fieldLabels: Record<string, string> = {
  name: "Nome",
  email: "E-mail",
  phone: "Telefone",
  clientName: "Nome",
  clientEmail: "E-mail",
  companyName: "Empresa",
};

/** 'Corrigir' on one record: the person's fields that may be corrected (LGPD art. 18 III). */
export function CorrectButton({
  kind,
  id,
  fields,
  onDone,
}: {
  kind: "message" | "testimonial" | "subscriber";
  id: number;
  fields: Record<string, string>;
  onDone: () => void;
}) {
  const names = Object.keys(fields);
  const [open, setOpen] = useState(false);
  const [field, setField] = useState(names[0]!);
  const [value, setValue] = useState(fields[names[0]!] ?? "");
  const [error, setError] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: () =>
      privacyApi.call("POST /admin/privacy/correct", { body: { kind, id, field, value } }),
    onSuccess: () => {
      toast({ title: "Dado corrigido", description: `${fieldLabels[field]} atualizado.` });
      setOpen(false);
      onDone();
    },
    onError: (failure) => setError(failure.message),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    save.mutate();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
      }}
    >
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        <Pencil className="size-4" aria-hidden /> Corrigir
      </Button>
      <DialogContent width="sm">
        <form onSubmit={submit} className="grid gap-5">
          <DialogHeader>
            <DialogTitle>Corrigir dado</DialogTitle>
            <DialogDescription>
              A correção vale a partir de agora e fica no registro de atividades.
            </DialogDescription>
          </DialogHeader>
          <Field id={`correct-field-${kind}-${id}`} label="Campo">
            <select
              id={`correct-field-${kind}-${id}`}
              className={inputClass}
              value={field}
              onChange={(event) => {
                setField(event.target.value);
                setValue(fields[event.target.value] ?? "");
              }}
            >
              {names.map((name) => (
                <option key={name} value={name}>
                  {fieldLabels[name] ?? name}
                </option>
              ))}
            </select>
          </Field>
          <Field
            id={`correct-value-${kind}-${id}`}
            label="Valor Correto"
            error={error ?? undefined}
          >
            <input
              id={`correct-value-${kind}-${id}`}
              className={inputClass}
              value={value}
              onChange={(event) => setValue(event.target.value)}
            />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancelar
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? "Salvando..." : "Salvar correção"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
