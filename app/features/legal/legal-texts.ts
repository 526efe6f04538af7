/** docs/product.md#public-site and #constants: the facts both legal pages state. */
export const legalLastUpdated = "23 de abril de 2023";
export const legalLastUpdatedIso = "2023-04-23";

export const termsConstants = {
  proposalValidityDays: 15,
  warrantyDays: 30,
  courts: "São Paulo",
} as const;

/** The canonical (long) paths; the short ones show the same page (docs/product.md#public-routes). */
export const privacyPath = "/politica-de-privacidade";
export const termsPath = "/termos-de-servico";
