import type { LibraryPicture } from "../../lib/picture.ts";
import type { HomeContent } from "./documents.ts";

/**
 * A document as the public pages show it (docs/architecture.md#content): each image slot carries
 * the library picture it names, or null for its built-in illustration (no image chosen, or the
 * chosen one deleted since). Client-safe: the home's sections draw from it.
 */
export interface ImageSlot {
  mediaId: number | null;
  alt: string;
}
export interface ShownImage extends ImageSlot {
  picture: LibraryPicture | null;
}
export type Shown<T> = T extends ImageSlot
  ? ShownImage
  : T extends readonly (infer Item)[]
    ? Shown<Item>[]
    : T extends object
      ? { [K in keyof T]: Shown<T[K]> }
      : T;

export type ShownHome = Shown<HomeContent>;

/** One page's SEO as its `meta` takes it: the social image an absolute-ready address, or none. */
export interface PageSeo {
  title: string;
  description: string;
  image: { url: string; alt: string } | null;
}

/** A shown SEO group as `meta` needs it: a library image is shared as its 1200×630 crop. */
export function pageSeo(seo: Shown<HomeContent["seo"]["home"]>): PageSeo {
  const { picture } = seo.image;
  return {
    title: seo.title,
    description: seo.description,
    image: picture ? { url: picture.social ?? picture.src, alt: seo.image.alt } : null,
  };
}

/**
 * A page's `seoMeta` fields from its SEO; without it (a navigation whose read failed, an error
 * render) the site's name alone.
 */
export function seoFields(seo: PageSeo | null | undefined, siteName: string) {
  return seo
    ? { title: seo.title, description: seo.description, image: seo.image }
    : { title: siteName, fullTitle: true, description: "" };
}
