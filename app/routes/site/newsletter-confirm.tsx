import { useActionData, useLoaderData } from "react-router";
import { pageActionContext } from "../../../server/http/page-actions.ts";
import {
  NewsletterLinkPage,
  newsletterLinkMetaTitle,
} from "../../features/newsletter/components/newsletter-link-page.tsx";
import {
  confirmSubscription,
  pendingAddress,
} from "../../features/newsletter/double-opt-in.server.ts";
import { appLoadContext } from "../../lib/app-context.server.ts";
import { localeOfPathname } from "../../lib/locale.ts";
import { hasOnlyValidCharacters } from "../../lib/schema-helpers.ts";
import type { Route } from "./+types/newsletter-confirm";

// docs/product.md#newsletter: the page a double opt-in confirmation mail's link opens.

export const meta: Route.MetaFunction = ({ location }) => [
  { title: newsletterLinkMetaTitle("confirm", location.pathname) },
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
    { locale: localeOfPathname(new URL(request.url).pathname) },
  );
  return { done: email !== null };
}

export default function NewsletterConfirm() {
  const { email } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return <NewsletterLinkPage kind="confirm" email={email} result={result} />;
}
