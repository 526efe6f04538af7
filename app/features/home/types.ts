import type { ProjectSummary } from "../portfolio/types.ts";
import type { PublicTestimonial } from "../testimonials/types.ts";

/** What the home loaders hand the sections: the data, or a failure flag for SPEC 4's texts. */
export type HomeProjects =
  | { error: false; projects: ProjectSummary[] }
  | { error: true; projects: [] };
export type HomeTestimonials =
  | { error: false; testimonials: PublicTestimonial[] }
  | { error: true; testimonials: [] };
