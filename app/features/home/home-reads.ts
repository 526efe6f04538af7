import { settle } from "../../lib/settle.ts";
import { type ContentLocale, pageSeo, readShownHome, type ShownHome } from "../content/index.ts";
import { portfolioApi, toProjectSummary } from "../portfolio/index.ts";
import { testimonialsApi } from "../testimonials/index.ts";
import type { BelowTheFold, HomeFirstScreen, HomeSections } from "./types.ts";

/** docs/product.md#constants: the slider asks for this many testimonials. */
export const SLIDER_TESTIMONIALS = 7;

/** The loader data and the rendered-only sections of the shown home document. */
export function splitHome(home: ShownHome): HomeFirstScreen & { sections: HomeSections } {
  const { primaryButton, secondaryButton, ...hero } = home.hero;
  const { figures, about, services, portfolio, testimonials, closing, seo } = home;
  return {
    buttons: { primaryButton, secondaryButton },
    seo: pageSeo(seo.home),
    sections: { hero, figures, about, services, portfolio, testimonials, closing },
  };
}

// What follows runs in the browser only, from the chunk below the fold: out of the page's first
// load (docs/architecture.md#performance-budgets).

async function retried<T>(attempts: number, call: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

/**
 * The showcase as the browser reads it: the cards and slides the public API answers. A read
 * that fails is tried again a second later until `attempts` reads have failed; then its section
 * shows its error text.
 */
function showcaseFromApi(attempts: number, locale: ContentLocale): Omit<BelowTheFold, "sections"> {
  return {
    projects: settle("home: projects", async () => {
      const projects = await retried(attempts, () => portfolioApi.call("GET /portfolio", {}));
      return projects.map(toProjectSummary);
    }),
    testimonials: settle("home: testimonials", () =>
      retried(attempts, () =>
        testimonialsApi.call("GET /testimonials/top", {
          // Those written in the page's language first, as the server rendered them.
          query: { limit: String(SLIDER_TESTIMONIALS), language: locale },
        }),
      ),
    ),
  };
}

/**
 * What the browser hydrating the server's HTML reads: that HTML already shows the sections, so a
 * failed read gets a second chance before a list gives way to its error text. The sections'
 * texts have no error text: if they cannot be read, the server's HTML stays as it is (its links
 * and anchors work without React). `previa`: a preview link's, whose draft the HTML shows; `locale`: the page's.
 */
export function belowTheFoldFromApi(locale: ContentLocale, previa: string | null): BelowTheFold {
  return {
    ...showcaseFromApi(2, locale),
    sections: retried(2, () => readShownHome(locale, previa)).then(
      (home) => splitHome(home).sections,
      () => new Promise<never>(() => {}),
    ),
  };
}

/**
 * A navigation here: the home document read before the page shows, the lists while it shows
 * (with the product reference's skeletons, 6 cards and 3 slides).
 */
export async function homeFromApi(
  locale: ContentLocale,
  previa: string | null,
): Promise<HomeFirstScreen & BelowTheFold> {
  const showcase = showcaseFromApi(1, locale);
  return { ...splitHome(await readShownHome(locale, previa)), ...showcase };
}
