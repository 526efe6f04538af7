/**
 * A legal page as its loader hands it to the render (docs/architecture.md#content): the published
 * document (or its draft on a preview link), its body cut into numbered sections of HTML made on
 * the server by the content feature's whitelist. Isomorphic: the page's component reads it.
 */
export interface LegalPageData {
  eyebrow: string;
  title: string;
  intro: string;
  /** yyyy-MM-dd, and as the page writes it ('23 de abril de 2023'). */
  lastUpdated: { iso: string; text: string };
  /** HTML before the first section. */
  lead: string;
  sections: LegalPageSection[];
  seo: { title: string; description: string; image: { url: string; alt: string } | null };
}

/**
 * One numbered section: `slot` names a section the page generates from the configuration (its
 * anchor is the slot's name, its title and body are the page's); `html` is the document's text
 * that follows its heading or its mark.
 */
export interface LegalPageSection {
  id: string;
  title: string;
  slot: PrivacySlot | null;
  html: string;
}

/**
 * The privacy policy's sections generated from the configuration (purposes, retention periods,
 * processors, cookies): a paragraph of the document reading only `{{finalidades}}` etc. marks
 * where each goes. Not editable: one whose mark is gone is shown after the others, in this order.
 */
export const privacySlots = ["finalidades", "retencao", "compartilhamento", "cookies"] as const;
export type PrivacySlot = (typeof privacySlots)[number];
