import { useRouteLoaderData } from "react-router";
import { defaultLocalePaths, type LocalePaths } from "./locale-paths.ts";

/**
 * The agency's public facts, in one place. Defaults here; each can be overridden by environment
 * (see README); the root loader hands the configured ones to every screen.
 */
export interface SiteFacts {
  name: string;
  url: string;
  email: string;
  /** Digits only, with country code, as wa.me expects. */
  whatsapp: string;
  phoneDisplay: string;
  streetAddress: string;
  city: string;
  region: string;
  postalCode: string;
  instagram: string;
  facebook: string;
  /** Empty: not shown. The site shows the networks that are configured, the same everywhere. */
  linkedin: string;
  /** Google Ads tag id (AW-...). Empty: no tag, no conversion, no pixel. */
  adsId: string;
  adsConversionLabel: string;
  /** What the privacy policy states from configuration (docs/product.md#consent). */
  privacy: PolicyFacts;
  /** Opening hours as shown, one line each. */
  hours: string[];
  /** The footer's line about the agency. */
  footerBlurb: string;
  newsletterHeading: string;
  newsletterText: string;
  /** SITE_LOCALES with each one's paths, pt-BR first (docs/architecture.md#locales). */
  locales: LocalePaths[];
}

/** The privacy policy's configured facts: its version changes with them. */
export interface PolicyFacts {
  retentionMessagesDays: number;
  /** The outgoing mail provider's host, when e-mail is configured. */
  mailHost: string | null;
  adsEnabled: boolean;
  newsletterDoubleOptIn: boolean;
}

export const defaultSiteFacts: SiteFacts = {
  name: "Nexo Digital",
  url: "http://localhost:3000",
  email: "contato@nexodigital.com.br",
  whatsapp: "5511987654321",
  phoneDisplay: "(11) 98765-4321",
  streetAddress: "Av. Paulista, 1578 - Conj. 92, Bela Vista",
  city: "São Paulo",
  region: "SP",
  postalCode: "01310-200",
  instagram: "https://www.instagram.com/nexodigital",
  facebook: "https://www.facebook.com/nexodigital",
  // The site shows three networks by default: Instagram, WhatsApp and Facebook.
  linkedin: "",
  adsId: "",
  adsConversionLabel: "",
  privacy: {
    retentionMessagesDays: 730,
    mailHost: null,
    adsEnabled: false,
    newsletterDoubleOptIn: false,
  },
  // The texts below are the `site` content document's first revision; staff edit them there.
  hours: ["Segunda a sexta: 9h às 18h", "Sábado: 9h às 13h"],
  footerBlurb:
    "Sites, aplicativos e plataformas que transformam ideias em resultados. Atendemos clientes no Brasil e na Suíça desde 2014.",
  newsletterHeading: "Receba novidades",
  newsletterText:
    "Dicas de marketing digital, tecnologia e os bastidores dos nossos projetos, direto no seu e-mail. Sem spam.",
  locales: [defaultLocalePaths],
};

/**
 * The configured facts from the root loader. Components read them here, never from constants,
 * so the environment overrides reach every screen. (Read by route id, not through the root
 * module's types, so this module does not depend on the app shell.)
 */
/** Whether this server answers `locale`: one of SITE_LOCALES (docs/architecture.md#locales). */
export function answersLocale(site: Pick<SiteFacts, "locales">, locale: string): boolean {
  return site.locales.some((configured) => configured.locale === locale);
}

export function useSiteFacts(): SiteFacts {
  const root = useRouteLoaderData("root") as { site?: SiteFacts } | undefined;
  return root?.site ?? defaultSiteFacts;
}

/** wa.me link to the agency's WhatsApp, optionally with a pre-filled message. */
export function waMeUrl(number: string, text?: string): string {
  const base = `https://wa.me/${number.replace(/\D/g, "")}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

/**
 * The site's WhatsApp links: its own `/ir/whatsapp`, which counts the click and sends the visitor
 * on to wa.me (docs/product.md#analytics), with or without JavaScript. Empty without a number.
 */
export function whatsAppUrl(number: string, text?: string): string {
  if (!number) return "";
  return text ? `/ir/whatsapp?text=${encodeURIComponent(text)}` : "/ir/whatsapp";
}

/**
 * Where the home's contact form reports, once, that it came into view: the analytics funnel's
 * step between the visit and the contact sent (docs/product.md#analytics).
 */
export const contactViewPath = "/ir/contato-visto";

export function telUrl(number: string): string {
  return `tel:+${number.replace(/\D/g, "")}`;
}

export type SocialNetwork = "instagram" | "whatsapp" | "facebook" | "linkedin";

export interface SocialLink {
  network: SocialNetwork;
  label: string;
  href: string;
}

/**
 * The agency's social links, in the order every screen shows them (the contact card, the footer):
 * one list, so the two can never disagree. A network without an address is left out.
 */
export function socialLinks(site: SiteFacts): SocialLink[] {
  const links: SocialLink[] = [
    { network: "instagram", label: "Instagram", href: site.instagram },
    { network: "whatsapp", label: "WhatsApp", href: site.whatsapp && whatsAppUrl(site.whatsapp) },
    { network: "facebook", label: "Facebook", href: site.facebook },
    { network: "linkedin", label: "LinkedIn", href: site.linkedin },
  ];
  return links.filter((link) => link.href !== "");
}

/** Profile pages for structured data (sameAs): a chat link is not a profile. */
export function socialProfiles(site: SiteFacts): string[] {
  return socialLinks(site)
    .filter((link) => link.network !== "whatsapp")
    .map((link) => link.href);
}
