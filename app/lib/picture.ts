/**
 * What a page needs to show a library image as a responsive `<picture>` (docs/product.md#media):
 * the loaders of the public pages add these facts on the server for `/media/…` addresses only, so
 * an external address keeps rendering as a plain `<img>`.
 */
export interface PictureFacts {
  /** The upright image's size: the `<img>`'s width and height attributes (no layout shift). */
  width: number;
  height: number;
  /** A tiny blurred WebP as a data URL, shown behind the image until it loads. */
  placeholder: string;
  /** `srcset` values by format; empty when the library kept no copy in that format. */
  avif: string;
  webp: string;
  /** The 1200×630 crop for social cards (og:image), when there is one. */
  social: string | null;
}

/** The facts of each library image of a page, by the address the project stores. */
export type PictureMap = Record<string, PictureFacts>;

/** A library image shown by its id (a content document's image slot): its address and facts. */
export interface LibraryPicture extends PictureFacts {
  /** The fallback copy's address (JPEG, or PNG with transparency): the `<img>`'s `src`. */
  src: string;
}
