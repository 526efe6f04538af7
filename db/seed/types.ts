import type { ProjectCategory } from "../../app/lib/project-categories.ts";
import type { MockupBrand, View } from "./svg/types.ts";

/** One demo project: its row, plus what its generated images show. */
export interface DemoProject {
  title: string;
  slug: string;
  description: string;
  /** A value of the portfolio form's vocabulary. */
  category: ProjectCategory;
  /** ISO date (yyyy-mm-dd). */
  projectDate: string;
  projectUrl: string | null;
  featured: boolean;
  active: boolean;
  brand: MockupBrand;
  cover: View;
  /** Gallery images in display order; the caption is stored as the image's alt text. */
  gallery: Array<{ view: View; caption: string }>;
  /**
   * Its English version (docs/product.md#portfolio-english): what /en/portfolio shows. One
   * caption per gallery image, in the same order.
   */
  en: { title: string; slug: string; description: string; captions: string[] };
}
