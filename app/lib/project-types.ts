/**
 * docs/product.md#data-model's project type options for the contact and testimonial forms, in display
 * order. No zod here: the home's contact form renders the list, and its validator loads later
 * (./project-type-schema.ts).
 */
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

export const projectTypeRequiredMessage = "Selecione o tipo de projeto";
