import { m } from "../paraglide/messages.js";
import type { Locale } from "./locale.ts";
import type { projectTypeOptions } from "./project-types.ts";

type ProjectType = (typeof projectTypeOptions)[number];

/**
 * What each project type reads as in a locale (docs/architecture.md#locales). The stored value
 * is always the pt-BR option: only the label shown (and repeated in the WhatsApp text) changes.
 */
const projectTypeMessages: Record<ProjectType, typeof m.contact_project_type_other> = {
  "Anúncios digitais": m.contact_project_type_ads,
  Aplicativos: m.contact_project_type_apps,
  "E-commerce (Loja virtual)": m.contact_project_type_ecommerce,
  "Lançamento de Info Produtos": m.contact_project_type_info_products,
  "Portal / Blogs": m.contact_project_type_portal,
  "Site de Anúncios diversos": m.contact_project_type_classifieds,
  "Site de Concessionária": m.contact_project_type_dealership,
  "Site de Hospedagens / Temporadas": m.contact_project_type_lodging,
  "Site de Imobiliária": m.contact_project_type_real_estate,
  "Site Institucional": m.contact_project_type_corporate,
  "Site Landing page": m.contact_project_type_landing_page,
  "Site de Rifas Online": m.contact_project_type_raffles,
  Outros: m.contact_project_type_other,
};

/** A project type's label in `locale`; a value outside the list is shown as it is. */
export function projectTypeLabel(value: string, locale: Locale): string {
  const message = projectTypeMessages[value as ProjectType];
  return message ? message({}, { locale }) : value;
}
