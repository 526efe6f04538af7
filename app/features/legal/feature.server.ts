import type { Feature } from "../../../server/http/feature.ts";

/** The site's policies: privacy, terms, and what crawlers may visit. None shows stored data. */
export const legalFeature: Feature = {
  name: "legal",
  pages: [
    {
      path: /^\/(politica-de-privacidade|privacidade|termos-de-servico|termos)$/,
      tags: ["content"],
    },
    { path: /^\/robots\.txt$/, tags: [] },
  ],
};
