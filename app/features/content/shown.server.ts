import type { Db } from "../../../db/client.server.ts";
import type { AppLoadContext } from "../../lib/app-context.server.ts";
import { libraryPictures } from "../media/index.server.ts";
import { pageContent } from "./content.server.ts";
import type { HomeContent } from "./documents.ts";
import { type ImageSlot, type PageSeo, pageSeo, type Shown } from "./shown.ts";

function isImageSlot(value: object): value is ImageSlot {
  const { mediaId, alt } = value as Partial<Record<keyof ImageSlot, unknown>>;
  return (mediaId === null || Number.isSafeInteger(mediaId)) && typeof alt === "string";
}

function slotsOf(value: unknown, found: ImageSlot[]): ImageSlot[] {
  if (Array.isArray(value)) for (const item of value) slotsOf(item, found);
  else if (typeof value === "object" && value !== null) {
    if (isImageSlot(value)) found.push(value);
    else for (const field of Object.values(value)) slotsOf(field, found);
  }
  return found;
}

/**
 * A document (or a part of one) with the library picture of each image slot, all read in one
 * query; a slot whose image is gone gets none, and the page draws its built-in illustration.
 */
export async function withPictures<T>(db: Db, document: T): Promise<Shown<T>> {
  const ids = slotsOf(document, []).flatMap((slot) => (slot.mediaId ? [slot.mediaId] : []));
  const pictures = await libraryPictures(db, ids);
  const show = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(show);
    if (typeof value !== "object" || value === null) return value;
    if (isImageSlot(value)) {
      const picture = value.mediaId ? (pictures.get(value.mediaId) ?? null) : null;
      return { ...value, picture };
    }
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, show(field)]));
  };
  return show(document) as Shown<T>;
}

/** A public page's SEO from the home document as this request shows it (published or previewed). */
export async function homePageSeo(
  load: Pick<AppLoadContext, "db" | "content">,
  page: keyof HomeContent["seo"],
): Promise<PageSeo> {
  const home = await pageContent(load, "home");
  return pageSeo(await withPictures(load.db, home.seo[page]));
}
