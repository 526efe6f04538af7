import { zodResolver } from "@hookform/resolvers/zod";
import { UserRound } from "lucide-react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "../../../components/ui/button.tsx";
import { Field, fieldAria, Input } from "../../../components/ui/field.tsx";
import { toast } from "../../../components/ui/toaster.tsx";
import { ApiError, apiRequest } from "../../../lib/api-client.ts";
import type { SessionUser } from "../../../lib/session-user.ts";
import { accountTexts as texts } from "../account-texts.ts";
import { accountSchema, roleLabels } from "../schemas.ts";
import { AccountSection } from "./account-section.tsx";

type ProfileForm = z.input<typeof accountSchema>;

/** 'Dados da conta' on /admin/conta: the person's own name and e-mail (docs/product.md#account). */
export function AccountProfileForm({
  user,
  onSaved,
}: {
  user: SessionUser;
  onSaved: (user: SessionUser) => void;
}) {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProfileForm>({
    resolver: zodResolver(accountSchema),
    defaultValues: { fullName: user.fullName, email: user.email ?? "" },
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      const { data } = await apiRequest<{ data: SessionUser }>("PATCH", "/api/account", input);
      reset({ fullName: data.fullName, email: data.email ?? "" });
      onSaved(data);
      toast({ title: texts.profileSaved });
    } catch (error) {
      const message = error instanceof Error ? error.message : texts.saveError;
      if (error instanceof ApiError && error.status === 409) setError("email", { message });
      else toast({ title: "Erro", description: message, variant: "destructive" });
    }
  });

  return (
    <AccountSection icon={<UserRound className="size-5" aria-hidden />} title={texts.profileTitle}>
      <dl className="mb-5 grid grid-cols-2 gap-4 text-sm">
        <div>
          <dt className="text-ink-500">Usuário</dt>
          <dd className="font-medium break-all text-ink-900">{user.username}</dd>
        </div>
        <div>
          <dt className="text-ink-500">Função</dt>
          <dd className="font-medium text-ink-900">{roleLabels[user.role]}</dd>
        </div>
      </dl>
      <form onSubmit={onSubmit} noValidate aria-busy={isSubmitting} className="grid gap-4">
        <Field id="account-name" label="Nome Completo" error={errors.fullName?.message}>
          <Input
            {...fieldAria("account-name", errors.fullName?.message)}
            {...register("fullName")}
            autoComplete="name"
          />
        </Field>
        <Field
          id="account-email"
          label="E-mail"
          hint={texts.emailHint}
          error={errors.email?.message}
        >
          <Input
            {...fieldAria("account-email", errors.email?.message, true)}
            {...register("email")}
            type="email"
            autoComplete="email"
            spellCheck={false}
          />
        </Field>
        <Button type="submit" disabled={isSubmitting || !isDirty} className="justify-self-start">
          {isSubmitting ? "Salvando..." : "Salvar dados"}
        </Button>
      </form>
    </AccountSection>
  );
}
