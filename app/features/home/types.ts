import type { Settled } from "../../lib/settle.ts";
import type { PageSeo, ShownHome } from "../content/index.ts";
import type { ProjectSummary } from "../portfolio/index.ts";
import type { PublicTestimonial } from "../testimonials/index.ts";

/** What the home loaders hand the sections: the data, or a failure flag for the sections' error texts. */
export type HomeProjects = Settled<ProjectSummary[]>;
export type HomeTestimonials = Settled<PublicTestimonial[]>;

/** The hero's two buttons, which scroll to their sections: what its scripts act on. */
export type HeroButtons = Pick<ShownHome["hero"], "primaryButton" | "secondaryButton">;

/** Loader data, small (docs/architecture.md#performance-budgets): the hero's buttons and the SEO. */
export interface HomeFirstScreen {
  buttons: HeroButtons;
  seo: PageSeo;
}

/**
 * The texts and pictures of every section, the hero's included, apart from its buttons
 * (docs/product.md#content): no script acts on them, so they need not travel as loader data.
 */
export interface HomeSections
  extends Pick<
    ShownHome,
    "figures" | "about" | "services" | "portfolio" | "testimonials" | "closing"
  > {
  hero: Omit<ShownHome["hero"], keyof HeroButtons>;
}

/** What is below the hero: the sections, and the agency's projects and testimonials. */
export interface BelowTheFold {
  sections: HomeSections | Promise<HomeSections>;
  projects: HomeProjects | Promise<HomeProjects>;
  testimonials: HomeTestimonials | Promise<HomeTestimonials>;
}
