import { useLoaderData } from "react-router";
import { SiteClosingBand } from "../../components/layout/site-closing-band.tsx";
import { useSiteFacts } from "../../components/layout/site-facts.ts";
import { AboutSection } from "../../features/home/components/about-section.tsx";
import { ContactSection } from "../../features/home/components/contact-section.tsx";
import { HeroSection } from "../../features/home/components/hero-section.tsx";
import { PortfolioSection } from "../../features/home/components/portfolio-section.tsx";
import { ServicesSection } from "../../features/home/components/services-section.tsx";
import { TestimonialsSection } from "../../features/home/components/testimonials-section.tsx";
import type { HomeProjects, HomeTestimonials } from "../../features/home/types.ts";
import { listPublicProjects } from "../../features/portfolio/portfolio.server.ts";
import { type Project, toProjectSummary } from "../../features/portfolio/types.ts";
import { listTopTestimonials } from "../../features/testimonials/testimonials.server.ts";
import type { PublicTestimonial } from "../../features/testimonials/types.ts";
import { apiData } from "../../lib/api-client.ts";
import { appLoadContext } from "../../lib/app-context.server.ts";
import { projectTypeOptions } from "../../lib/project-types.ts";
import { organizationJsonLd, seoMeta, siteFromMatches } from "../../lib/seo.ts";
import type { Route } from "./+types/home";

/** SPEC 9: the slider asks for this many testimonials. */
const SLIDER_TESTIMONIALS = 7;

async function settleProjects(
  load: () => Promise<Project[]>,
  onServerError?: () => void,
): Promise<HomeProjects> {
  try {
    // Only what the cards show travels to the browser inside the page.
    return { error: false, projects: (await load()).map(toProjectSummary) };
  } catch (error) {
    if (import.meta.env.SSR) console.error("home: projects failed to load", error);
    onServerError?.();
    return { error: true, projects: [] };
  }
}

async function settleTestimonials(
  load: () => Promise<PublicTestimonial[]>,
  onServerError?: () => void,
): Promise<HomeTestimonials> {
  try {
    return { error: false, testimonials: await load() };
  } catch (error) {
    if (import.meta.env.SSR) console.error("home: testimonials failed to load", error);
    onServerError?.();
    return { error: true, testimonials: [] };
  }
}

/**
 * The server renders the home with its projects and testimonials already in the HTML. A failure
 * in either becomes a flag, so its section shows SPEC 4's error text and the page still renders
 * (and is not cached: the next visitor gets a new try).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, markUncacheable } = context.get(appLoadContext);
  const [projects, testimonials]: [
    HomeProjects | Promise<HomeProjects>,
    HomeTestimonials | Promise<HomeTestimonials>,
  ] = await Promise.all([
    settleProjects(() => listPublicProjects(db), markUncacheable),
    settleTestimonials(() => listTopTestimonials(db, SLIDER_TESTIMONIALS), markUncacheable),
  ]);
  // Passed as data so the page's code never imports the module that holds them together with
  // zod: the contact form renders them, and its validator loads later (first-load budget).
  const projectTypes: readonly string[] | Promise<readonly string[]> = projectTypeOptions;
  return { projects, testimonials, projectTypes };
}

/**
 * Navigating here in the browser shows the page at once, with SPEC's skeletons (6 cards,
 * 3 slides) while the public API answers (SPEC 7.2 calls).
 */
export function clientLoader() {
  const projects: HomeProjects | Promise<HomeProjects> = settleProjects(() =>
    apiData<Project[]>("/api/portfolio"),
  );
  const testimonials: HomeTestimonials | Promise<HomeTestimonials> = settleTestimonials(() =>
    apiData<PublicTestimonial[]>(`/api/testimonials/top?limit=${SLIDER_TESTIMONIALS}`),
  );
  const projectTypes: readonly string[] | Promise<readonly string[]> = import(
    "../../lib/project-types.ts"
  ).then((module) => module.projectTypeOptions);
  return { projects, testimonials, projectTypes };
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

/** Structured data for search engines: the agency, its address, hours and profiles. */
function OrganizationJsonLd() {
  const site = useSiteFacts();
  // "<" escaped so no text inside can close the script element.
  const json = JSON.stringify(organizationJsonLd(site)).replace(/</g, "\\u003c");
  // biome-ignore lint/security/noDangerouslySetInnerHtml: serialised JSON, "<" escaped above
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

export default function Home() {
  const { projects, testimonials, projectTypes } = useLoaderData<typeof clientLoader>();
  return (
    <>
      <OrganizationJsonLd />
      <HeroSection />
      <AboutSection />
      <ServicesSection />
      <SiteClosingBand />
      <PortfolioSection projects={projects} />
      <TestimonialsSection testimonials={testimonials} />
      <ContactSection projectTypes={projectTypes} />
    </>
  );
}
