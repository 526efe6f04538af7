import { emporio, fitPulse, fluxo, horizonte } from "./projects-apps.ts";
import { cafeBarto, viaCerta } from "./projects-brands.ts";
import { advocacia, cantina, chale, financas, lumiere, vivaBem } from "./projects-sites.ts";
import type { DemoProject } from "./types.ts";

/** The demo portfolio in display order (displayOrder is the index). */
export const demoProjects: DemoProject[] = [
  vivaBem,
  lumiere,
  fitPulse,
  fluxo,
  financas,
  cafeBarto,
  cantina,
  horizonte,
  chale,
  viaCerta,
  advocacia,
  emporio,
];
