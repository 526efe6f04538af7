import type { Settled } from "../../lib/settle.ts";
import type { ProjectSummary } from "../portfolio/index.ts";
import type { PublicTestimonial } from "../testimonials/index.ts";

/** What the home loaders hand the sections: the data, or a failure flag for the sections' error texts. */
export type HomeProjects = Settled<ProjectSummary[]>;
export type HomeTestimonials = Settled<PublicTestimonial[]>;
