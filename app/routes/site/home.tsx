import { lazy, Suspense } from "react";
import { useActionData, useLoaderData } from "react-router";
import { runFormAction } from "../../../server/http/form-action.ts";
import { pageActionContext } from "../../../server/http/page-actions.ts";
import type { ContactFormResult } from "../../features/contact/components/contact-form.tsx";
import { contactFieldNames } from "../../features/contact/components/contact-form.tsx";
import { contactFormTexts } from "../../features/contact/components/contact-form-texts.ts";
import { whatsAppContactMessage } from "../../features/contact/components/whatsapp-message.ts";
import { createContactMessage } from "../../features/contact/contact.server.ts";
import { contactSchema } from "../../features/contact/schemas.ts";
import { HeroSection } from "../../features/home/components/hero-section.tsx";
import type { HomeProjects, HomeTestimonials } from "../../features/home/types.ts";
import { notifyNewContact } from "../../features/mail/index.server.ts";
import { summariesWithPictures } from "../../features/portfolio/pictures.server.ts";
import { listPublicProjects } from "../../features/portfolio/portfolio.server.ts";
import type { Project } from "../../features/portfolio/types.ts";
import { listTopTestimonials } from "../../features/testimonials/testimonials.server.ts";
import type { PublicTestimonial } from "../../features/testimonials/types.ts";
import { appLoadContext } from "../../lib/app-context.server.ts";
import { spamSignalFieldNames } from "../../lib/form-result.ts";
import { judgeSpam } from "../../lib/form-token.server.ts";
import { projectTypeOptions } from "../../lib/project-types.ts";
import { seoMeta, siteFromMatches } from "../../lib/seo.ts";
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

/**
 * The server renders the home with its projects and testimonials already in the HTML. A failure
 * in either becomes a flag, so its section shows docs/product.md#data-rules's error text and the page still renders
 * (and is not cached: the next visitor gets a new try).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, markUncacheable } = context.get(appLoadContext);
  const [projects, testimonials]: [
    HomeProjects | Promise<HomeProjects>,
    HomeTestimonials | Promise<HomeTestimonials>,
  ] = await Promise.all([
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
  // Passed as data so the page's code never imports the module that holds them together with
  // zod: the contact form renders them, and its validator loads later (first-load budget).
  const projectTypes: readonly string[] | Promise<readonly string[]> = projectTypeOptions;
  return { projects, testimonials, projectTypes };
}

/**
 * Navigating here in the browser shows the page at once, with the product reference's skeletons (6 cards,
 * 3 slides) while the public API answers (docs/product.md#api-routes calls).
 */
export async function clientLoader() {
  // Used only when navigating here, so out of the page's first load too.
  const [{ apiData }, { toProjectSummary }] = await Promise.all([
    import("../../lib/api-client.ts"),
    import("../../features/portfolio/types.ts"),
  ]);
  // Only what the cards show (a client navigation shows the stored address as a plain image).
  const projects: HomeProjects | Promise<HomeProjects> = settle("home: projects", async () =>
    (await apiData<Project[]>("/api/portfolio")).map(toProjectSummary),
  );
  const testimonials: HomeTestimonials | Promise<HomeTestimonials> = settle(
    "home: testimonials",
    () => apiData<PublicTestimonial[]>(`/api/testimonials/top?limit=${SLIDER_TESTIMONIALS}`),
  );
  const projectTypes: readonly string[] | Promise<readonly string[]> = import(
    "../../lib/project-types.ts"
  ).then((module) => module.projectTypeOptions);
  // The sections' code comes with the navigation, so they never blink in empty.
  await loadBelowTheFold();
  return { projects, testimonials, projectTypes };
}

/**
 * The contact form posted without JavaScript (docs/product.md#forms-without-javascript): the API's
 * limiter, schema and service, and the WhatsApp hand-off offered as a link on the page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, site } = context.get(appLoadContext);
  const { deps, clientIp } = context.get(pageActionContext);
  return runFormAction(
    request,
    {
      schema: contactSchema,
      fields: [...contactFieldNames, ...spamSignalFieldNames],
      before: () => deps.limiters.contact.take(clientIp),
    },
    async (input): Promise<ContactFormResult> => {
      // Spam is stored apart and answered exactly like a real message (docs/product.md#spam).
      const spam = await judgeSpam(db, deps.config, input);
      await createContactMessage(db, input, {
        spam,
        onCreated: (tx, row) => notifyNewContact(tx, deps.config, row),
      });
      return {
        status: "success",
        message: contactFormTexts.successTitle,
        description: contactFormTexts.successDescription,
        whatsappUrl: whatsAppUrl(site.whatsapp, whatsAppContactMessage(input)),
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
  const { projects, testimonials, projectTypes } = useLoaderData<typeof clientLoader>();
  const contactResult = useActionData<ContactFormResult>();
  return (
    <>
      <HeroSection />
      <Suspense>
        <HomeBelowTheFold
          projects={projects}
          testimonials={testimonials}
          projectTypes={projectTypes}
          contactResult={contactResult}
        />
      </Suspense>
    </>
  );
}
