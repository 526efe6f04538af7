import { z } from "zod";

/** docs/product.md#data-model's project type options for the contact and testimonial forms, in display order. */
export const projectTypeOptions = [
  "Anúncios digitais",
  "Aplicativos",
  "E-commerce (Loja virtual)",
  "Lançamento de Info Produtos",
  "Portal / Blogs",
  "Site de Anúncios diversos",
  "Site de Concessionária",
  "Site de Hospedagens / Temporadas",
  "Site de Imobiliária",
  "Site Institucional",
  "Site Landing page",
  "Site de Rifas Online",
  "Outros",
] as const;

export type ProjectType = (typeof projectTypeOptions)[number];

export const projectTypeRequiredMessage = "Selecione o tipo de projeto";

/**
 * Only the listed options are accepted (missing, empty or anything else gives docs/product.md#validation's
 * message): admin screens and reports then never meet free text in this column.
 */
export const projectTypeSchema = z.enum(projectTypeOptions, { error: projectTypeRequiredMessage });

export function isProjectType(value: unknown): value is ProjectType {
  return (projectTypeOptions as readonly unknown[]).includes(value);
}
