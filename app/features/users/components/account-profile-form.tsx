import type { SubmissionResult } from "@conform-to/react";
import { UserRound } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { z } from "zod";
import { Button } from "../../../components/ui/button.tsx";
import { Field, Input } from "../../../components/ui/field.tsx";
import { controlProps, fieldError, useSiteForm } from "../../../components/ui/form.ts";
import { toast } from "../../../components/ui/toaster.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { parseForm } from "../../../lib/form-submission.ts";
import type { SessionUser } from "../../../lib/session-user.ts";
import { accountTexts as texts } from "../account-texts.ts";
import { usersApi } from "../api.ts";
import {
  accountFormSchema,
  type accountSchema,
  currentPasswordForEmailMessage,
  roleLabels,
} from "../schemas.ts";
import { AccountSection } from "./account-section.tsx";

type ProfileForm = z.input<typeof accountSchema>;

const defaultsOf = (user: SessionUser): ProfileForm => ({
  fullName: user.fullName,
  email: user.email ?? "",
  currentPassword: "",
});

/** The address as the server will store it: trimmed, lower-cased, empty is none. */
const normalEmail = (value: string | null | undefined) => value?.trim().toLowerCase() || null;

/** The link mailed to a new address opens /admin/conta with its token in the fragment. */
const confirmPrefix = "#confirmar-email=";

const passwordErrors: string[] = [texts.wrongCurrentPassword, currentPasswordForEmailMessage];

/**
 * 'Dados da conta' on /admin/conta: the person's own name and e-mail (docs/product.md#account).
 * A different e-mail asks for the current password, and only changes once the link mailed to
 * the new address is opened here, which this form also handles.
 */
export function AccountProfileForm({
  user,
  onSaved,
}: {
  user: SessionUser;
  onSaved: (user: SessionUser) => void;
}) {
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  // What the form starts from, and what it counts changes against: the account as last saved.
  const [defaults, setDefaults] = useState<ProfileForm>(() => defaultsOf(user));
  // A message the server gave for a field (a wrong password, a taken address).
  const [refused, setRefused] = useState<SubmissionResult>();
  const { form, fields, submitting, formProps } = useSiteForm({
    defaultValue: defaults,
    lastResult: refused,
    // The password asked for a new address is not a change of its own.
    shouldDirtyConsider: (name) => name !== "currentPassword",
    validate: (formData) => parseForm(formData, accountFormSchema(user.email)),
    onValid: async ({ fullName, email, currentPassword }) => {
      try {
        // Without the password when the address stays. The answer's `pendingEmail`, beside its
        // `data`, is the address waiting for its link.
        const body =
          email === user.email ? { fullName, email } : { fullName, email, currentPassword };
        const answer = await usersApi.reply("PATCH /account", { body });
        saved(answer.data);
        setPendingEmail(answer.pendingEmail);
        if (answer.pendingEmail) {
          toast({
            title: texts.emailPendingTitle,
            description: texts.emailPending(answer.pendingEmail),
          });
        } else toast({ title: texts.profileSaved });
      } catch (error) {
        const message = error instanceof Error ? error.message : texts.saveError;
        if (passwordErrors.includes(message)) {
          setRefused({ error: { currentPassword: [message] } });
        } else if (
          error instanceof ApiError &&
          (error.status === 409 || message === texts.emailNeedsMail)
        ) {
          setRefused({ error: { email: [message] } });
        } else toast({ title: "Erro", description: message, variant: "destructive" });
      }
    },
  });
  const changesEmail = normalEmail(fields.email.value) !== user.email;

  const saved = (data: SessionUser) => {
    setDefaults(defaultsOf(data));
    onSaved(data);
  };

  // The saved account becomes the form's new start: the fields show it, nothing counts as changed.
  const startedWith = useRef(defaults);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per save
  useEffect(() => {
    if (startedWith.current === defaults) return;
    startedWith.current = defaults;
    form.reset();
  }, [defaults]);

  // Opened from the link mailed to the new address: confirm it once, and take the token out of
  // the address bar so it is neither bookmarked nor confirmed again on reload.
  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();
  const handled = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per link opened
  useEffect(() => {
    if (!hash.startsWith(confirmPrefix)) return;
    const token = hash.slice(confirmPrefix.length);
    if (handled.current === token) return;
    handled.current = token;
    navigate({ pathname, search, hash: "" }, { replace: true });
    setConfirming(true);
    usersApi
      .call("POST /account/email/confirm", { body: { token } })
      .then((data) => {
        saved(data);
        setPendingEmail(null);
        toast({
          title: texts.emailConfirmed,
          description: texts.emailConfirmedDescription(data.email ?? ""),
        });
      })
      .catch((error: unknown) => {
        const message = error instanceof Error ? error.message : texts.saveError;
        toast({ title: "Erro", description: message, variant: "destructive" });
      })
      .finally(() => setConfirming(false));
  }, [hash]);

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
      <form {...formProps} noValidate aria-busy={submitting || confirming} className="grid gap-4">
        <Field id="account-name" label="Nome Completo" error={fieldError(fields.fullName)}>
          <Input {...controlProps(fields.fullName, "account-name")} autoComplete="name" />
        </Field>
        <Field
          id="account-email"
          label="E-mail"
          hint={texts.emailHint}
          error={fieldError(fields.email)}
        >
          <Input
            {...controlProps(fields.email, "account-email", true)}
            type="email"
            autoComplete="email"
            spellCheck={false}
          />
        </Field>
        {changesEmail && (
          <Field
            id="account-email-password"
            label={texts.currentPassword}
            hint={texts.emailPasswordHint}
            error={fieldError(fields.currentPassword)}
          >
            <Input
              {...controlProps(fields.currentPassword, "account-email-password", true)}
              type="password"
              autoComplete="current-password"
            />
          </Field>
        )}
        <p role="status" className="text-sm text-ink-700 empty:hidden">
          {confirming
            ? texts.emailConfirming
            : pendingEmail
              ? texts.emailPending(pendingEmail)
              : null}
        </p>
        <Button
          type="submit"
          disabled={submitting || confirming || !form.dirty}
          className="justify-self-start"
        >
          {submitting ? "Salvando..." : "Salvar dados"}
        </Button>
      </form>
    </AccountSection>
  );
}
