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
import { HeroSection } from "../../features/home/components/hero-section.tsx";
import type { HomeProjects, HomeTestimonials } from "../../features/home/types.ts";
import { summariesWithPictures } from "../../features/portfolio/pictures.server.ts";
import { listPublicProjects } from "../../features/portfolio/portfolio.server.ts";
import { listTopTestimonials } from "../../features/testimonials/testimonials.server.ts";
import { appLoadContext } from "../../lib/app-context.server.ts";
import { spamSignalFieldNames } from "../../lib/form-result.ts";
import { asLocale } from "../../lib/locale.ts";
import { localeOfPath } from "../../lib/locale-paths.ts";
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

/** docs/product.md#constants: the slider asks for this many testimonials. */
const SLIDER_TESTIMONIALS = 7;

/** The sections that show the agency's projects and testimonials, a list or a failure flag each. */
interface Showcase {
  projects: HomeProjects | Promise<HomeProjects>;
  testimonials: HomeTestimonials | Promise<HomeTestimonials>;
}

/**
 * The showcase is below the fold: the server renders it into the HTML but does not hand it to
 * the browser as loader data (6 KB of the first load: app/lib/server-render-data.tsx). The
 * browser reads it from the public API instead, served from the read cache, when it hydrates
 * those sections or navigates here; until then the sections keep the server's HTML.
 */
const showcaseKey = serverRenderKey<Showcase>("home: showcase");

/**
 * A failure in either list becomes a flag, so its section shows docs/product.md#data-rules's
 * error text and the page still renders (and is not cached: the next visitor gets a new try).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, markUncacheable, serverRenderData } = context.get(appLoadContext);
  const [projects, testimonials] = await Promise.all([
    settle(
      "home: projects",
      async () => summariesWithPictures(db, await listPublicProjects(db)),
      markUncacheable,
    ),
    settle(
      "home: testimonials",
      () => listTopTestimonials(db, SLIDER_TESTIMONIALS),
      markUncacheable,
    ),
  ]);
  setServerRenderData(serverRenderData, showcaseKey, { projects, testimonials });
  return null;
}

/**
 * The showcase as the browser reads it: the cards and slides the public API answers. A read
 * that fails is tried again a second later until `attempts` reads have failed; then its section
 * shows its error text.
 */
function showcaseFromApi(attempts: number): Showcase {
  const read = async <T,>(call: () => Promise<T>): Promise<T> => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await call();
      } catch (error) {
        if (attempt >= attempts) throw error;
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  };
  return {
    projects: settle("home: projects", async () => {
      // Loaded only now, so out of the page's first load too.
      const [{ portfolioApi }, { toProjectSummary }] = await Promise.all([
        import("../../features/portfolio/api.ts"),
        import("../../features/portfolio/types.ts"),
      ]);
      const projects = await read(() => portfolioApi.call("GET /portfolio", {}));
      return projects.map(toProjectSummary);
    }),
    testimonials: settle("home: testimonials", async () => {
      const { testimonialsApi } = await import("../../features/testimonials/api.ts");
      return read(() =>
        testimonialsApi.call("GET /testimonials/top", {
          query: { limit: String(SLIDER_TESTIMONIALS) },
        }),
      );
    }),
  };
}

let hydrated: Showcase | undefined;

/**
 * Read once, when the server's HTML is hydrated (a navigation here reads it again: clientLoader).
 * That HTML already shows the sections, so a failed read gets a second chance before the section
 * gives way to its error text.
 */
function hydrationShowcase(): Showcase {
  hydrated ??= showcaseFromApi(2);
  return hydrated;
}

/**
 * Navigating here in the browser shows the page at once, with the product reference's skeletons (6 cards,
 * 3 slides) while the public API answers (docs/product.md#api-routes calls).
 */
export async function clientLoader(): Promise<Showcase> {
  const showcase = showcaseFromApi(1);
  // The sections' code comes with the navigation, so they never blink in empty.
  await loadBelowTheFold();
  return showcase;
}

/**
 * The contact form posted without JavaScript (docs/product.md#forms-without-javascript): the API's
 * schema and submission (limit, spam, storage, notification), and the WhatsApp hand-off offered
 * as a link on the page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, site } = context.get(appLoadContext);
  const { deps, clientIp, userAgent } = context.get(pageActionContext);
  const submission = contactSubmission(deps, clientIp, userAgent);
  // Answered in the page's language (/ or /en): its messages, its WhatsApp text.
  const locale = asLocale(localeOfPath(new URL(request.url).pathname, site.locales).locale);
  const texts = contactFormTexts(locale);
  return runFormAction(
    request,
    {
      schema: contactSchemaFor(locale),
      fields: [...contactFieldNames, ...spamSignalFieldNames],
      before: submission.admit,
    },
    async (input): Promise<ContactFormResult> => {
      await submission.receive(db, input);
      return {
        status: "success",
        message: texts.successTitle,
        description: texts.successDescription,
        whatsappUrl: whatsAppUrl(site.whatsapp, whatsAppContactMessage(input, locale)),
      };
    },
  );
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return seoMeta({
    site,
    path: "/",
    fullTitle: true,
    title: `${site.name} | Sites, aplicativos e soluções digitais`,
    description: `A ${site.name} transforma ideias em soluções digitais: sites institucionais, landing pages, plataformas web, aplicativos e e-commerces para empresas do Brasil e da Suíça, desde 2014.`,
  });
};

export default function Home() {
  const data = useLoaderData<typeof loader | typeof clientLoader>();
  const rendered = useServerRenderData(showcaseKey);
  // After a navigation the loader data holds the showcase (clientLoader); the server renders it
  // from its render data, and the browser hydrating that HTML reads it from the public API.
  const { projects, testimonials } = data ?? rendered ?? hydrationShowcase();
  const contactResult = useActionData<ContactFormResult>();
  return (
    <>
      <HeroSection />
      <Suspense>
        <HomeBelowTheFold
          projects={projects}
          testimonials={testimonials}
          contactResult={contactResult}
        />
      </Suspense>
    </>
  );
}
