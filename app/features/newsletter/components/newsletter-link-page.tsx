import { ArrowLeft } from "lucide-react";
import { Form, Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { FormMessage } from "../../../components/ui/form-message.tsx";
import { usePageLocale } from "../../../lib/locale.ts";

/** What one of the pages a newsletter mail's links open says. */
export interface NewsletterLinkTexts {
  title: string;
  confirm: (email: string) => string;
  button: string;
  done: string;
  doneDescription: string;
  invalid: string;
  invalidDescription: string;
  back: string;
}

/**
 * The body of a page a newsletter mail's link opens (confirming a subscription, cancelling one):
 * the address and a button first, since a mail scanner's GET must change nothing; after the
 * post, what it did; and for a link that names no one, why it no longer works.
 */
export function NewsletterLinkPage({
  texts,
  email,
  result,
}: {
  texts: NewsletterLinkTexts;
  /** The address the link is for, or null for a forged, damaged, used or expired link. */
  email: string | null;
  /** The action's answer, once the button was pressed. */
  result: { done: boolean } | undefined;
}) {
  const { home } = usePageLocale();
  return (
    <section className="bg-ink-50 px-6 pt-36 pb-24 sm:pt-44">
      <div className="mx-auto w-full max-w-lg rounded-[var(--radius-card)] bg-white p-8 shadow-card sm:p-10">
        <h1 className="font-display text-2xl font-semibold text-ink-900">{texts.title}</h1>
        {result?.done ? (
          <FormMessage
            tone="success"
            title={texts.done}
            description={texts.doneDescription}
            className="mt-6"
          />
        ) : email && !result ? (
          <Form method="post" className="mt-6 grid gap-6">
            <p className="text-ink-700">{texts.confirm(email)}</p>
            <Button type="submit" className="justify-self-start">
              {texts.button}
            </Button>
          </Form>
        ) : (
          <FormMessage
            tone="error"
            title={texts.invalid}
            description={texts.invalidDescription}
            className="mt-6"
          />
        )}
        <Link
          to={home}
          className="mt-8 inline-flex items-center gap-2 text-sm text-ink-500 underline-offset-4 hover:text-ink-900 hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {texts.back}
        </Link>
      </div>
    </section>
  );
}
