import { ArrowLeft } from "lucide-react";
import { Link, useActionData } from "react-router";
import { runFormAction } from "../../../server/http/form-action.ts";
import { pageActionContext } from "../../../server/http/page-actions.ts";
import { FormMessage } from "../../components/ui/form-message.tsx";
import { NewsletterForm } from "../../features/newsletter/components/newsletter-form.tsx";
import {
  newsletterAnswerText,
  newsletterTexts,
} from "../../features/newsletter/components/newsletter-form-texts.ts";
import { subscribeUnlessSpam } from "../../features/newsletter/newsletter.server.ts";
import { newsletterSubscribeSchema } from "../../features/newsletter/schemas.ts";
import { appLoadContext } from "../../lib/app-context.server.ts";
import {
  type FormResult,
  failureOf,
  postedValue,
  refusalOf,
  spamSignalFieldNames,
} from "../../lib/form-result.ts";
import { localeOfPathname, usePageLocale } from "../../lib/locale.ts";
import { useSiteFacts } from "../../lib/site-facts.ts";
import type { Route } from "./+types/newsletter";

export const meta: Route.MetaFunction = () => [
  { title: "Newsletter | Nexo Digital" },
  { name: "robots", content: "noindex" },
];

/**
 * The footer's newsletter form posted without JavaScript (docs/product.md#forms-without-javascript):
 * the API's limiter, schema and service; the answer is the server's own message, which the page
 * shows in its locale (/newsletter, /en/newsletter: docs/architecture.md#locales). The sign-up
 * takes the page's language from its address, not from a field: its mails speak it.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db } = context.get(appLoadContext);
  const { deps, clientIp, userAgent } = context.get(pageActionContext);
  return runFormAction(
    request,
    {
      schema: newsletterSubscribeSchema,
      fields: ["email", ...spamSignalFieldNames],
      before: () => deps.limiters.newsletter.take(clientIp),
    },
    async (input): Promise<FormResult> => {
      const language = localeOfPathname(new URL(request.url).pathname);
      // Answered as the API answers: a robot's and a repeat's answer are a new one's
      // (docs/product.md#spam, #newsletter-rules).
      const { answer, spam } = await subscribeUnlessSpam(
        db,
        deps.config,
        { ...input, language },
        { ip: clientIp },
      );
      if (!spam) deps.analytics.goal("newsletter", "/", { ip: clientIp, userAgent });
      return { status: "success", message: answer.message };
    },
  );
}

/** Where the footer form lands without JavaScript: its answer, and the form again on a failure. */
export default function NewsletterAnswer() {
  const result = useActionData<FormResult>();
  const site = useSiteFacts();
  const { locale, home } = usePageLocale();
  const texts = newsletterTexts(locale);
  // The server's message: the address refused ('Email inválido'), or the whole post.
  const refused = refusalOf(result);
  const failure = refused
    ? newsletterAnswerText(
        failureOf(result) ?? refused.error?.email?.[0] ?? "",
        locale,
        texts.serverFailure,
      )
    : null;
  return (
    <section className="bg-ink-50 px-6 pt-36 pb-24 sm:pt-44">
      <div className="mx-auto w-full max-w-lg rounded-[var(--radius-card)] bg-ink-950 p-8 text-white shadow-card sm:p-10">
        <h1 className="font-display text-2xl font-semibold">{site.newsletterHeading}</h1>
        {result?.status === "success" && (
          <FormMessage
            tone="success"
            title={newsletterAnswerText(result.message, locale, texts.successFallback)}
            className="mt-6"
          />
        )}
        {failure && (
          <FormMessage
            tone="error"
            title={texts.errorTitle}
            description={failure}
            className="mt-6"
          />
        )}
        {result?.status !== "success" && (
          <NewsletterForm defaultEmail={postedValue(result, "email")} />
        )}
        <Link
          to={home}
          className="mt-8 inline-flex items-center gap-2 text-sm text-ink-300 underline-offset-4 hover:text-white hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {texts.back}
        </Link>
      </div>
    </section>
  );
}
