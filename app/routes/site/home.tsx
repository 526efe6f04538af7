import { lazy, Suspense } from "react";
import { useActionData, useLoaderData } from "react-router";
import { runFormAction } from "../../../server/http/form-action.ts";
import { pageActionContext } from "../../../server/http/page-actions.ts";
import type { ContactFormResult } from "../../features/contact/components/contact-form.tsx";
import { contactFieldNames } from "../../features/contact/components/contact-form.tsx";
import { contactFormTexts } from "../../features/contact/components/contact-form-texts.ts";
import { whatsAppContactMessage } from "../../features/contact/components/whatsapp-message.ts";
import { contactSchemaFor } from "../../features/contact/schemas.ts";
import { contactSubmission } from "../../features/contact/submission.server.ts";
import { pageContent, withPictures } from "../../features/content/index.server.ts";
import { HeroSection } from "../../features/home/components/hero-section.tsx";
import { SLIDER_TESTIMONIALS, splitHome } from "../../features/home/home-reads.ts";
import type { BelowTheFold, HomeFirstScreen } from "../../features/home/types.ts";
import { summariesWithPictures } from "../../features/portfolio/pictures.server.ts";
import { listPublicProjects } from "../../features/portfolio/portfolio.server.ts";
import { listTopTestimonials } from "../../features/testimonials/testimonials.server.ts";
import { appLoadContext } from "../../lib/app-context.server.ts";
import { spamSignalFieldNames } from "../../lib/form-result.ts";
import { localeOfPathname } from "../../lib/locale.ts";
import { seoMeta, siteFromMatches } from "../../lib/seo.ts";
import {
  serverRenderKey,
  setServerRenderData,
  useServerRenderData,
} from "../../lib/server-render-data.tsx";
import { settle } from "../../lib/settle.ts";
import { whatsAppUrl } from "../../lib/site-facts.ts";
import type { Route } from "./+types/home";

// Everything below the hero is one chunk of its own, out of the page's first load
// (docs/architecture.md#performance-budgets). The server renders it in full; in the browser that
// HTML stays as it is until the chunk arrives, and React hydrates it then.
let belowTheFold: Promise<typeof import("../../features/home/components/below-the-fold.tsx")>;
const loadBelowTheFold = () => {
  belowTheFold ??= import("../../features/home/components/below-the-fold.tsx");
  return belowTheFold;
};
const HomeBelowTheFold = lazy(loadBelowTheFold);
// Asked for as soon as the page's code runs, not when hydration reaches it.
if (typeof document !== "undefined") void loadBelowTheFold();

/**
 * What no script needs at once: the showcase below the fold, and every section's texts and
 * pictures, the hero's but its buttons included. The server renders it into the HTML but does
 * not hand it to the browser as loader data (app/lib/server-render-data.tsx: the showcase alone
 * was 6 KB of the first load). The browser reads it from the public API instead, served from the
 * read cache, when it hydrates those parts or navigates here; until then they keep the server's
 * HTML.
 */
const belowTheFoldKey = serverRenderKey<BelowTheFold>("home: below the fold");

/**
 * The home document (published, or the draft on its preview link) shows every editable text and
 * picture. A failure in either list becomes a flag, so its section shows
 * docs/product.md#data-rules's error text and the page still renders (and is not cached: the next
 * visitor gets a new try).
 */
export async function loader({ context, request }: Route.LoaderArgs): Promise<HomeFirstScreen> {
  const load = context.get(appLoadContext);
  // The slider shows the testimonials written in the page's language first.
  const locale = localeOfPathname(new URL(request.url).pathname);
  const { db, markUncacheable, serverRenderData } = load;
  const [home, projects, testimonials] = await Promise.all([
    pageContent(load, "home").then((document) => withPictures(db, document)),
    settle(
      "home: projects",
      async () => summariesWithPictures(db, await listPublicProjects(db)),
      markUncacheable,
    ),
    settle(
      "home: testimonials",
      () => listTopTestimonials(db, SLIDER_TESTIMONIALS, locale),
      markUncacheable,
    ),
  ]);
  const { sections, ...firstScreen } = splitHome(home);
  setServerRenderData(serverRenderData, belowTheFoldKey, { sections, projects, testimonials });
  return firstScreen;
}

let hydrated: BelowTheFold | undefined;

/**
 * Read once, when the server's HTML is hydrated (a navigation here reads it again: clientLoader),
 * with the code of the sections it feeds; until then the sections keep the server's HTML.
 */
function hydrationBelowTheFold(): BelowTheFold {
  if (!hydrated) {
    const previa = new URLSearchParams(window.location.search).get("previa");
    const locale = localeOfPathname(window.location.pathname);
    const reads = loadBelowTheFold().then((chunk) => chunk.belowTheFoldFromApi(locale, previa));
    hydrated = {
      sections: reads.then((read) => read.sections),
      projects: reads.then((read) => read.projects),
      testimonials: reads.then((read) => read.testimonials),
    };
  }
  return hydrated;
}

/**
 * Navigating here in the browser: the sections' code and the home document come before the page
 * shows, so nothing blinks in empty; the lists follow with their skeletons.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const chunk = await loadBelowTheFold();
  const url = new URL(request.url);
  return chunk.homeFromApi(localeOfPathname(url.pathname), url.searchParams.get("previa"));
}

/**
 * The contact form posted without JavaScript (docs/product.md#forms-without-javascript): the API's
 * schema and submission (limit, spam, storage, notification), and the WhatsApp hand-off offered
 * as a link on the page. The message records the page's language (/en → en).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, site } = context.get(appLoadContext);
  const { deps, clientIp, userAgent } = context.get(pageActionContext);
  const submission = contactSubmission(deps, clientIp, userAgent);
  // Answered in the page's language (/ or /en): its messages, its WhatsApp text.
  const locale = localeOfPathname(new URL(request.url).pathname);
  const texts = contactFormTexts(locale);
  return runFormAction(
    request,
    {
      schema: contactSchemaFor(locale),
      fields: [...contactFieldNames, ...spamSignalFieldNames],
      before: submission.admit,
    },
    async (input): Promise<ContactFormResult> => {
      // The message records its page's language, taken from the address, not from a field.
      await submission.receive(db, { ...input, language: locale });
      return {
        status: "success",
        message: texts.successTitle,
        description: texts.successDescription,
        whatsappUrl: whatsAppUrl(site.whatsapp, whatsAppContactMessage(input, locale)),
      };
    },
  );
}

export const meta: Route.MetaFunction = ({ location, matches, loaderData }) => {
  const site = siteFromMatches(matches);
  const seo = loaderData?.seo;
  return seoMeta({
    site,
    path: "/",
    pathname: location.pathname,
    fullTitle: true,
    title: seo?.title ?? site.name,
    description: seo?.description ?? "",
    image: seo?.image ?? null,
  });
};

export default function Home() {
  const data = useLoaderData<typeof loader | typeof clientLoader>();
  const rendered = useServerRenderData(belowTheFoldKey);
  // After a navigation the loader data holds the rest too (clientLoader); the server renders it
  // from its render data, and the browser hydrating that HTML reads it from the public API.
  const below = "sections" in data ? data : (rendered ?? hydrationBelowTheFold());
  const contactResult = useActionData<ContactFormResult>();
  return (
    <>
      <HeroSection buttons={data.buttons} shown={below.sections} />
      <Suspense>
        <HomeBelowTheFold
          sections={below.sections}
          projects={below.projects}
          testimonials={below.testimonials}
          contactResult={contactResult}
        />
      </Suspense>
    </>
  );
}
