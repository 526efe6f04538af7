/** The canonical (long) paths; the short ones show the same page (docs/product.md#public-routes). */
export const privacyPath = "/politica-de-privacidade";
export const termsPath = "/termos-de-servico";
