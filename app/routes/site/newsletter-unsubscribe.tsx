import { useActionData, useLoaderData } from "react-router";
import { pageActionContext } from "../../../server/http/page-actions.ts";
import {
  NewsletterLinkPage,
  newsletterLinkMetaTitle,
} from "../../features/newsletter/components/newsletter-link-page.tsx";
import { unsubscribe } from "../../features/newsletter/newsletter.server.ts";
import { verifyUnsubscribeToken } from "../../features/newsletter/unsubscribe-token.server.ts";
import { appLoadContext } from "../../lib/app-context.server.ts";
import { appSecret } from "../../lib/app-secret.server.ts";
import { HttpError } from "../../lib/http-error.ts";
import { hasOnlyValidCharacters } from "../../lib/schema-helpers.ts";
import type { Route } from "./+types/newsletter-unsubscribe";

// docs/product.md#newsletter-unsubscribe: the page a newsletter mail's link opens, and the
// address of its List-Unsubscribe header, which mail apps post to (RFC 8058 one-click).

export const meta: Route.MetaFunction = ({ location }) => [
  { title: newsletterLinkMetaTitle("unsubscribe", location.pathname) },
  { name: "robots", content: "noindex, nofollow" },
];

/** The address a link's token was signed for, or null for a forged, damaged or missing token. */
async function addressOf(request: Request, context: Route.LoaderArgs["context"]) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  if (token.length === 0 || token.length > 1000 || !hasOnlyValidCharacters(token)) return null;
  const { db } = context.get(appLoadContext);
  const { deps } = context.get(pageActionContext);
  return verifyUnsubscribeToken(await appSecret(db, deps.config.appSecret), token);
}

/** Shows whom the link is for before anything changes: a mail scanner's GET unsubscribes no one. */
// A page that names one person's address: never kept by a browser or a proxy.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader({ request, context }: Route.LoaderArgs) {
  const email = await addressOf(request, context);
  return { email };
}

/** The button, or a mail app's one-click post: the signed address leaves the list. */
export async function action({ request, context }: Route.ActionArgs) {
  const email = await addressOf(request, context);
  if (!email) return { done: false as const };
  try {
    await unsubscribe(context.get(appLoadContext).db, email);
  } catch (error) {
    // Already erased (retention, a data-subject request): nothing left to cancel.
    if (!(error instanceof HttpError && error.status === 404)) throw error;
  }
  return { done: true as const };
}

export default function NewsletterUnsubscribe() {
  const { email } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return <NewsletterLinkPage kind="unsubscribe" email={email} result={result} />;
}
