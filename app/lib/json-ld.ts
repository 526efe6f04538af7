import { defaultLocalePaths, localeOfPath } from "./locale-paths.ts";
import { absoluteUrl, type SeoSite, siteOrigin } from "./seo.ts";
import { type SiteFacts, socialProfiles } from "./site-facts.ts";

/*
 * Structured data for search engines, apart from seo.ts: the page `meta` every route runs in the
 * browser needs seo.ts, while these are needed only by the pages that print them (the home's
 * below-the-fold chunk, a project page), so they stay out of the home's first load.
 */

/** JSON-LD for one portfolio project (schema.org CreativeWork), as the page at `pathname` shows it. */
export function projectJsonLd(
  site: SeoSite,
  pathname: string,
  project: {
    title: string;
    slug: string;
    description: string;
    imageUrl: string;
    projectDate: string;
    projectUrl: string | null;
    images: { imageUrl: string }[];
  },
): Record<string, unknown> {
  const images = [project.imageUrl, ...project.images.map((image) => image.imageUrl)]
    .filter(Boolean)
    .map((url) => absoluteUrl(site, url));
  return {
    "@context": "https://schema.org",
    "@type": "CreativeWork",
    name: project.title,
    description: project.description,
    url: absoluteUrl(site, pathname),
    ...(images.length > 0 ? { image: images } : {}),
    dateCreated: project.projectDate,
    ...(project.projectUrl ? { sameAs: project.projectUrl } : {}),
    inLanguage: localeOfPath(pathname, site.locales ?? [defaultLocalePaths]).locale,
    creator: { "@type": "Organization", name: site.name, url: siteOrigin(site) },
  };
}

/** JSON-LD for the agency (docs/architecture.md#request-path): address, opening hours (docs/product.md#constants), social profiles. */
export function organizationJsonLd(site: SiteFacts): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    name: site.name,
    url: siteOrigin(site),
    email: site.email,
    telephone: `+${site.whatsapp}`,
    foundingDate: "2014",
    address: {
      "@type": "PostalAddress",
      streetAddress: site.streetAddress,
      addressLocality: site.city,
      addressRegion: site.region,
      postalCode: site.postalCode,
      addressCountry: "BR",
    },
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "09:00",
        closes: "18:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: "Saturday",
        opens: "09:00",
        closes: "13:00",
      },
    ],
    sameAs: socialProfiles(site),
    knowsLanguage: site.locales.map(({ locale }) => locale),
  };
}
