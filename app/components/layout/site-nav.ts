import type { Locale } from "../../lib/locale.ts";
import { m } from "../../paraglide/messages.js";
import type { HomeSection } from "./site-anchor-link.tsx";

/** A catalogue message without inputs, asked for in the page's locale. */
export type Message = (inputs?: Record<string, never>, options?: { locale?: Locale }) => string;

/** docs/product.md#site-shell: the header's entries, in order; the last one is the highlighted CONTATO button. */
export const siteNavItems: ReadonlyArray<{ section: HomeSection; label: Message }> = [
  { section: "home", label: m.nav_home },
  { section: "quem-somos", label: m.nav_about },
  { section: "servicos", label: m.nav_services },
  { section: "portfolio", label: m.nav_portfolio },
  { section: "depoimentos", label: m.nav_testimonials },
  { section: "contato", label: m.nav_contact },
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
