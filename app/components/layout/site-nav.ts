import type { HomeSection } from "./site-anchor-link.tsx";

/** docs/product.md#site-shell: the header's entries, in order; the last one is the highlighted CONTATO button. */
export const siteNavItems: ReadonlyArray<{ section: HomeSection; label: string }> = [
  { section: "home", label: "Home" },
  { section: "quem-somos", label: "Quem Somos" },
  { section: "servicos", label: "Serviços" },
  { section: "portfolio", label: "Portfólio" },
  { section: "depoimentos", label: "Depoimentos" },
  { section: "contato", label: "CONTATO" },
];

/** docs/product.md#home services, shared by the services section and the footer's service links. */
export const serviceNames = [
  "Sites Institucionais",
  "Landing Pages",
  "Plataformas Web",
  "Aplicativos",
  "E-commerces",
  "Soluções Personalizadas",
] as const;
