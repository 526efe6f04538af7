/** SPEC 2.5 and 9: the facts both legal pages state. */
export const legalLastUpdated = "23 de abril de 2023";
export const legalLastUpdatedIso = "2023-04-23";

export const termsConstants = {
  proposalValidityDays: 15,
  warrantyDays: 30,
  courts: "São Paulo",
} as const;

/** The canonical (long) paths; the short ones show the same page (SPEC 2.1). */
export const privacyPath = "/politica-de-privacidade";
export const termsPath = "/termos-de-servico";
