import { ArrowLeft } from "lucide-react";
import { Form, Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { FormMessage } from "../../../components/ui/form-message.tsx";
import { localeOfPathname, sayIn, usePageLocale } from "../../../lib/locale.ts";
import { m } from "../../../paraglide/messages.js";

/** What each of the pages a newsletter mail's links open says, in every locale's catalogue. */
const linkMessages = {
  confirm: {
    metaTitle: m.newsletter_confirm_meta_title,
    title: m.newsletter_confirm_title,
    question: m.newsletter_confirm_question,
    button: m.newsletter_confirm_button,
    done: m.newsletter_confirm_done,
    doneDescription: m.newsletter_confirm_done_description,
    invalidDescription: m.newsletter_confirm_invalid_description,
  },
  unsubscribe: {
    metaTitle: m.newsletter_unsubscribe_meta_title,
    title: m.newsletter_unsubscribe_title,
    question: m.newsletter_unsubscribe_question,
    button: m.newsletter_unsubscribe_button,
    done: m.newsletter_unsubscribe_done,
    doneDescription: m.newsletter_unsubscribe_done_description,
    invalidDescription: m.newsletter_unsubscribe_invalid_description,
  },
};

export type NewsletterLinkKind = keyof typeof linkMessages;

/** The page's meta title in the locale of its path (`/en/newsletter/…` is English). */
export function newsletterLinkMetaTitle(kind: NewsletterLinkKind, pathname: string): string {
  const locale = localeOfPathname(pathname);
  return `${linkMessages[kind].metaTitle({}, { locale })} | Nexo Digital`;
}

/**
 * The body of a page a newsletter mail's link opens (confirming a subscription, cancelling one):
 * the address and a button first, since a mail scanner's GET must change nothing; after the
 * post, what it did; and for a link that names no one, why it no longer works.
 */
export function NewsletterLinkPage({
  kind,
  email,
  result,
}: {
  kind: NewsletterLinkKind;
  /** The address the link is for, or null for a forged, damaged, used or expired link. */
  email: string | null;
  /** The action's answer, once the button was pressed. */
  result: { done: boolean } | undefined;
}) {
  const { locale, home } = usePageLocale();
  const messages = linkMessages[kind];
  const say = sayIn(locale);
  return (
    <section className="bg-ink-50 px-6 pt-36 pb-24 sm:pt-44">
      <div className="mx-auto w-full max-w-lg rounded-[var(--radius-card)] bg-white p-8 shadow-card sm:p-10">
        <h1 className="font-display text-2xl font-semibold text-ink-900">{say(messages.title)}</h1>
        {result?.done ? (
          <FormMessage
            tone="success"
            title={say(messages.done)}
            description={say(messages.doneDescription)}
            className="mt-6"
          />
        ) : email && !result ? (
          <Form method="post" className="mt-6 grid gap-6">
            <p className="text-ink-700">{messages.question({ email }, { locale })}</p>
            <Button type="submit" className="justify-self-start">
              {say(messages.button)}
            </Button>
          </Form>
        ) : (
          <FormMessage
            tone="error"
            title={say(m.newsletter_link_invalid)}
            description={say(messages.invalidDescription)}
            className="mt-6"
          />
        )}
        <Link
          to={home}
          className="mt-8 inline-flex items-center gap-2 text-sm text-ink-500 underline-offset-4 hover:text-ink-900 hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {say(m.newsletter_back)}
        </Link>
      </div>
    </section>
  );
}
