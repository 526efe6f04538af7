import { Send } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { toast } from "../../../components/ui/toaster.tsx";
import { ApiError, apiRequest } from "../../../lib/api-client.ts";
import { newsletterTexts as texts } from "./newsletter-form-texts.ts";

interface SubscribeAnswer {
  success?: boolean;
  message?: string;
}

/**
 * The footer's newsletter form (SPEC 2.4, 4, 5, 8.3). Only emptiness is checked here; the
 * address format is the server's schema ('Email inválido' comes back as the failure message),
 * which keeps a validation library out of every page's first load.
 */
export function NewsletterForm() {
  const id = useId();
  const [email, setEmail] = useState("");
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const address = email.trim();
    if (!address) {
      toast({ title: texts.errorTitle, description: texts.missingEmail, variant: "destructive" });
      return;
    }
    setSubmitting(true);
    try {
      // SPEC 3: the public form sends the name empty.
      const answer = await apiRequest<SubscribeAnswer>("POST", "/api/newsletter/subscribe", {
        email: address,
        name: "",
      });
      if (answer?.success) {
        // The server's own words: subscribed, reactivated or already subscribed.
        toast({ title: answer.message || texts.successFallback });
        setEmail("");
      } else {
        toast({
          title: texts.errorTitle,
          description: answer?.message || texts.serverFailure,
          variant: "destructive",
        });
      }
    } catch (error) {
      toast({
        title: texts.errorTitle,
        description:
          error instanceof ApiError ? error.message || texts.serverFailure : texts.networkFailure,
        variant: "destructive",
      });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4">
      <label htmlFor={`${id}-email`} className="sr-only">
        Seu e-mail
      </label>
      <div className="flex gap-2 rounded-full border border-white/15 bg-white/5 p-1.5 focus-within:border-brand-400">
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder="seu@email.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
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
    </form>
  );
}
