import type { AppLoadContext } from "../../lib/app-context.server.ts";
import { dayToLongBR } from "../../lib/calendar-day.ts";
import { pageContent, renderRichTextSections } from "../content/index.server.ts";
import { socialImageUrl } from "../media/index.server.ts";
import {
  type LegalPageData,
  type LegalPageSection,
  type PrivacySlot,
  privacySlots,
} from "./legal-page.ts";

type LegalKey = "privacy" | "terms";

/**
 * The anchors the pages had before their texts became editable, by the anchor of the heading
 * they belong to (`anchorOf`): links shared or mailed out there point at them. A heading whose
 * text staff change gets the anchor of its new text.
 */
const formerAnchors: Record<LegalKey, Record<string, string>> = {
  privacy: {
    "quem-cuida-dos-seus-dados": "controlador",
    "quais-dados-coletamos": "dados-coletados",
    "estatisticas-de-visitas": "estatisticas",
    "seus-direitos": "direitos",
    "como-protegemos-seus-dados": "seguranca",
    "alteracoes-desta-politica": "alteracoes",
  },
  terms: {
    "aceitacao-dos-termos": "aceitacao",
    "nossos-servicos": "servicos",
    "orcamentos-e-propostas": "propostas",
    "contratacao-prazos-e-pagamentos": "contratacao",
    "garantia-e-suporte": "garantia",
    "limitacao-de-responsabilidade": "responsabilidade",
    "alteracoes-dos-termos": "alteracoes",
    "lei-aplicavel-e-foro": "lei-e-foro",
  },
};

/** The privacy policy or the terms as the page shows them: the document the request reads. */
export async function legalPage(context: AppLoadContext, key: LegalKey): Promise<LegalPageData> {
  const document = await pageContent(context, key);
  const slots: readonly PrivacySlot[] = key === "privacy" ? privacySlots : [];
  const { lead, sections } = renderRichTextSections(document.body, slots);
  const placed = new Set(
    sections.flatMap((section) => (section.kind === "slot" ? [section.slot] : [])),
  );
  // Each anchor once: the generated sections keep their names, a repeated heading gets -2, -3…
  const taken = new Set<string>(slots);
  const anchorFor = (anchor: string) => {
    const base = formerAnchors[key][anchor] ?? (anchor || "secao");
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
    taken.add(id);
    return id;
  };
  const shown: LegalPageSection[] = sections.map((section) =>
    section.kind === "slot"
      ? { id: section.slot, title: "", slot: section.slot as PrivacySlot, html: section.html }
      : { id: anchorFor(section.anchor), title: section.title, slot: null, html: section.html },
  );
  for (const slot of slots) {
    if (!placed.has(slot)) shown.push({ id: slot, title: "", slot, html: "" });
  }
  const { mediaId, alt } = document.seo.image;
  const image = mediaId === null ? null : await socialImageUrl(context.db, mediaId);
  return {
    eyebrow: document.eyebrow,
    title: document.title,
    intro: document.intro,
    lastUpdated: { iso: document.lastUpdated, text: dayToLongBR(document.lastUpdated) },
    lead,
    sections: shown,
    seo: {
      title: document.seo.title,
      description: document.seo.description,
      image: image ? { url: image, alt } : null,
    },
  };
}
