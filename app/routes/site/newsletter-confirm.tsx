import { useActionData, useLoaderData } from "react-router";
import { pageActionContext } from "../../../server/http/page-actions.ts";
import {
  NewsletterLinkPage,
  type NewsletterLinkTexts,
} from "../../features/newsletter/components/newsletter-link-page.tsx";
import {
  confirmSubscription,
  pendingAddress,
} from "../../features/newsletter/double-opt-in.server.ts";
import { appLoadContext } from "../../lib/app-context.server.ts";
import { asLocale, type Locale, useLocale } from "../../lib/locale.ts";
import { localeOfPath, localePaths } from "../../lib/locale-paths.ts";
import { hasOnlyValidCharacters } from "../../lib/schema-helpers.ts";
import { m } from "../../paraglide/messages.js";
import type { Route } from "./+types/newsletter-confirm";

// docs/product.md#newsletter: the page a double opt-in confirmation mail's link opens.

function texts(locale: Locale): NewsletterLinkTexts {
  const say = (message: typeof m.newsletter_confirm_title) => message({}, { locale });
  return {
    title: say(m.newsletter_confirm_title),
    confirm: (email) => m.newsletter_confirm_question({ email }, { locale }),
    button: say(m.newsletter_confirm_button),
    done: say(m.newsletter_confirm_done),
    doneDescription: say(m.newsletter_confirm_done_description),
    invalid: say(m.newsletter_link_invalid),
    invalidDescription: say(m.newsletter_confirm_invalid_description),
    back: say(m.newsletter_back),
  };
}

const localeOf = (pathname: string) => asLocale(localeOfPath(pathname, localePaths).locale);

export const meta: Route.MetaFunction = ({ location }) => [
  {
    title: `${m.newsletter_confirm_meta_title({}, { locale: localeOf(location.pathname) })} | Nexo Digital`,
  },
  { name: "robots", content: "noindex, nofollow" },
];

function tokenOf(request: Request): string | null {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  if (token.length === 0 || token.length > 200 || !hasOnlyValidCharacters(token)) return null;
  return token;
}

/** Shows the address before anything changes: a mail scanner's GET confirms no one. */
// A page that names one person's address: never kept by a browser or a proxy.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = tokenOf(request);
  const email = token ? await pendingAddress(context.get(appLoadContext).db, token) : null;
  return { email };
}

/** The button: the link is used up, the address becomes active and the consent is kept. */
export async function action({ request, context }: Route.ActionArgs) {
  const token = tokenOf(request);
  if (!token) return { done: false as const };
  const { deps, clientIp } = context.get(pageActionContext);
  const email = await confirmSubscription(
    context.get(appLoadContext).db,
    token,
    deps.config,
    clientIp,
  );
  return { done: email !== null };
}

export default function NewsletterConfirm() {
  const { email } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return <NewsletterLinkPage texts={texts(useLocale())} email={email} result={result} />;
}
