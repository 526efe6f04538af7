import { useRouteLoaderData } from "react-router";
import { defaultSiteFacts, type SiteFacts } from "../../lib/site-facts.ts";
import type { loader as rootLoader } from "../../root.tsx";

/**
 * The agency's facts from the root loader (name, phone, e-mail, address, socials, ads id).
 * Components read them here, never from constants, so the environment overrides reach every screen.
 */
export function useSiteFacts(): SiteFacts {
  return useRouteLoaderData<typeof rootLoader>("root")?.site ?? defaultSiteFacts;
}

/** wa.me link to the agency's WhatsApp, optionally with a pre-filled message. */
export function whatsAppUrl(number: string, text?: string): string {
  const base = `https://wa.me/${number.replace(/\D/g, "")}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

export function telUrl(number: string): string {
  return `tel:+${number.replace(/\D/g, "")}`;
}
