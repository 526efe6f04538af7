// The content feature's public entry for other features' browser code: the documents' types, how
// the pages show them, and the public read of the home.

export { readPageSeo, readShownHome } from "./api.ts";
export type { ContentLocale, ServiceIcon } from "./documents.ts";
export {
  type PageSeo,
  pageSeo,
  type ShownHome,
  type ShownImage,
  seoFields,
} from "./shown.ts";
