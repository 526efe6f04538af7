import type { Locale } from "../../lib/locale.ts";
import type { ProjectImage } from "./types.ts";

/**
 * A project as a page in a locale shows it (docs/product.md#portfolio-english): English pages take its
 * English title, description, slug and image descriptions where it has them and the pt-BR ones
 * where it does not; pt-BR pages take the pt-BR ones. Isomorphic: the pages and the admin list
 * use it.
 */
interface Translatable {
  title: string;
  slug: string;
  description: string;
  titleEn: string | null;
  slugEn: string | null;
  descriptionEn: string | null;
}

const english = (locale: Locale) => locale === "en";

/** The project's slug in a locale: its English one on English pages, when it has one. */
export function projectSlug(
  project: Pick<Translatable, "slug" | "slugEn">,
  locale: Locale,
): string {
  return english(locale) && project.slugEn ? project.slugEn : project.slug;
}

/** Its slug in every locale, as `pathOfPage` takes them for the other languages' addresses. */
export function projectSlugs(project: Pick<Translatable, "slug" | "slugEn">) {
  return { "pt-BR": project.slug, en: project.slugEn ?? project.slug };
}

export function localizedProject<T extends Translatable & { images?: ProjectImage[] }>(
  project: T,
  locale: Locale,
): T {
  if (!english(locale)) return project;
  const shown: T = {
    ...project,
    title: project.titleEn || project.title,
    description: project.descriptionEn || project.description,
    slug: projectSlug(project, locale),
  };
  if (project.images) {
    shown.images = project.images.map((image) => ({ ...image, alt: image.altEn || image.alt }));
  }
  return shown;
}

/** Whether English pages would show any of the project's pt-BR texts (the admin list says so). */
export function lacksEnglish(project: Pick<Translatable, "titleEn" | "descriptionEn">): boolean {
  return !project.titleEn || !project.descriptionEn;
}
