// The content feature's server-side entry, for the composition root and other features.

export { CONTENT_TAG } from "./api.server.ts";
export {
  documentForPage,
  pageContent,
  pagePreview,
  publishedContent,
  publishedSiteFacts,
  withPreviewBand,
} from "./content.server.ts";
export type { ContentKey, ContentOf } from "./documents.ts";
export { renderRichText } from "./rich-text.server.ts";
export { homePageSeo, withPictures } from "./shown.server.ts";
