// The content feature's server-side entry, for the composition root and other features.

export { CONTENT_TAG } from "./api.server.ts";
export {
  documentForPage,
  pageContent,
  pagePreview,
  publishedContent,
  publishedRevision,
  publishedSiteFacts,
  withPreviewBand,
} from "./content.server.ts";
export type { ContentKey, ContentLocale, ContentOf } from "./documents.ts";
export { renderRichText, renderRichTextSections } from "./rich-text.server.ts";
export { homePageSeo, withPictures } from "./shown.server.ts";
