import { Suspense, use } from "react";
import { SiteClosingBand } from "../../../components/layout/site-closing-band.tsx";
import { organizationJsonLd } from "../../../lib/json-ld.ts";
import { useSiteFacts } from "../../../lib/site-facts.ts";
import type { ContactFormResult } from "../../contact/index.ts";
import type { BelowTheFold } from "../types.ts";
import { AboutSection } from "./about-section.tsx";
import { ContactSection } from "./contact-section.tsx";
import { PortfolioSection } from "./portfolio-section.tsx";
import { ServicesSection } from "./services-section.tsx";
import { TestimonialsSection } from "./testimonials-section.tsx";

// The browser's reads of what this chunk shows come with it (app/routes/site/home.tsx).
export { belowTheFoldFromApi, homeFromApi } from "../home-reads.ts";

/** Structured data for search engines: the agency, its address, hours and profiles. */
function OrganizationJsonLd() {
  const site = useSiteFacts();
  // "<" escaped so no text inside can close the script element.
  const json = JSON.stringify(organizationJsonLd(site)).replace(/</g, "\\u003c");
  // biome-ignore lint/security/noDangerouslySetInnerHtml: serialised JSON, "<" escaped above
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

/**
 * The sections staff edit, and the showcase inside them. In the browser hydrating the server's
 * HTML their texts are a promise (the public read): until it settles, React keeps that HTML.
 */
function EditableSections({ sections, projects, testimonials }: BelowTheFold) {
  const {
    about,
    services,
    closing,
    portfolio,
    testimonials: heading,
  } = sections instanceof Promise ? use(sections) : sections;
  return (
    <>
      <AboutSection about={about} />
      <ServicesSection services={services} />
      <SiteClosingBand texts={closing} />
      <PortfolioSection heading={portfolio} projects={projects} />
      <TestimonialsSection heading={heading} testimonials={testimonials} />
    </>
  );
}

/**
 * The home below its hero, one chunk loaded with import() (docs/architecture.md#performance-budgets):
 * the server renders it in full, and until the chunk arrives the browser shows that HTML (React
 * hydrates it then), so the page's first load is the hero, the shell and the framework. The
 * agency's structured data comes with it: search engines read it anywhere in the page.
 */
export default function HomeBelowTheFold({
  sections,
  projects,
  testimonials,
  contactResult,
}: BelowTheFold & { contactResult?: ContactFormResult }) {
  return (
    <>
      <OrganizationJsonLd />
      <Suspense>
        <EditableSections sections={sections} projects={projects} testimonials={testimonials} />
      </Suspense>
      <ContactSection result={contactResult} />
    </>
  );
}
