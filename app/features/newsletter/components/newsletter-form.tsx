import { getFormProps, useForm } from "@conform-to/react";
import { Send } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { toast } from "../../../components/ui/toaster.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { usePageLocale } from "../../../lib/locale.ts";
import { legalPathOf } from "../../../lib/locale-paths.ts";
import { SpamFields, spamSignalsOf } from "../../forms/index.ts";
import { newsletterApi } from "../api.ts";
import { newsletterAnswerText, newsletterTexts } from "./newsletter-form-texts.ts";

/**
 * The footer's newsletter form (docs/product.md#home, #data-rules, 5, 8.3). Only emptiness is checked here; the
 * address format is the server's schema ('Email inválido' comes back as the failure message),
 * which keeps a validation library out of every page's first load; the server's pt-BR words are
 * shown in the page's locale. Without JavaScript it posts to the page's locale's newsletter page
 * (/newsletter, /en/newsletter), whose answer is then in that language.
 */
export function NewsletterForm({ defaultEmail = "" }: { defaultEmail?: string }) {
  // A new key empties the field after a subscription (a reset would restore a posted value).
  const [generation, setGeneration] = useState(0);
  return (
    <NewsletterFields
      key={generation}
      defaultEmail={generation === 0 ? defaultEmail : ""}
      onSubscribed={() => setGeneration((value) => value + 1)}
    />
  );
}

/**
 * A Conform form (decision 0043) without a schema in the browser: its one message is a toast,
 * and the server judges the address.
 */
function NewsletterFields({
  defaultEmail,
  onSubscribed,
}: {
  defaultEmail: string;
  onSubscribed: () => void;
}) {
  const id = useId();
  const { locale, paths } = usePageLocale();
  const texts = newsletterTexts(locale);
  const [submitting, setSubmitting] = useState(false);
  const [form] = useForm({
    onSubmit(event, { formData }) {
      event.preventDefault();
      if (!submitting) void subscribe(formData);
    },
  });

  // Read from the form's data: the input is uncontrolled, so what was typed before the page's
  // scripts arrived is still there (docs/product.md#forms-without-javascript).
  const subscribe = async (form: FormData) => {
    const typed = form.get("email");
    const address = typeof typed === "string" ? typed.trim() : "";
    if (!address) {
      toast({ title: texts.errorTitle, description: texts.missingEmail, variant: "destructive" });
      return;
    }
    setSubmitting(true);
    try {
      // docs/product.md#data-model: the public form sends the name empty; the page's language
      // is the one its mails will speak.
      const input = {
        body: { email: address, name: "", language: locale, ...spamSignalsOf(form) },
      };
      // This answer carries a `message`, not `data` (docs/product.md#api-routes): the server's
      // own words, subscribed or a confirmation link mailed; never whether the address was
      // already on the list (docs/product.md#newsletter-rules).
      const answer = await newsletterApi.reply("POST /newsletter/subscribe", input);
      if (answer.success) {
        toast({ title: newsletterAnswerText(answer.message, locale, texts.successFallback) });
        onSubscribed();
      } else {
        toast({
          title: texts.errorTitle,
          description: newsletterAnswerText(answer.message, locale, texts.serverFailure),
          variant: "destructive",
        });
      }
    } catch (error) {
      toast({
        title: texts.errorTitle,
        description:
          error instanceof ApiError
            ? newsletterAnswerText(error.message, locale, texts.serverFailure)
            : texts.networkFailure,
        variant: "destructive",
      });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form
      {...getFormProps(form)}
      method="post"
      action={`${paths.prefix}/newsletter`}
      noValidate
      className="relative mt-4"
    >
      <SpamFields />
      <label htmlFor={`${id}-email`} className="sr-only">
        {texts.emailLabel}
      </label>
      <div className="flex gap-2 rounded-full border border-white/15 bg-white/5 p-1.5 focus-within:border-brand-400">
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder={texts.emailPlaceholder}
          defaultValue={defaultEmail}
          className="min-w-0 flex-1 bg-transparent px-3.5 text-sm text-white placeholder:text-ink-300 focus:outline-none"
        />
        <button
          type="submit"
          disabled={submitting}
          className="inline-flex h-10 shrink-0 items-center gap-2 rounded-full bg-brand-600 px-4 text-sm font-semibold text-white transition-colors hover:bg-brand-500 disabled:opacity-60"
        >
          {submitting ? texts.submitting : texts.submit}
          {!submitting && <Send aria-hidden className="size-4" />}
        </button>
      </div>
      <p className="mt-2 text-xs leading-relaxed text-ink-300">
        {texts.purpose}{" "}
        <Link
          to={legalPathOf("privacy", paths)}
          className="underline underline-offset-2 hover:text-white"
        >
          {texts.privacyLink}
        </Link>
      </p>
    </form>
  );
}
