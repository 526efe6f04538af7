import type { Locale } from "../../lib/locale.ts";
import { consentApi } from "./api.ts";

/**
 * Cookie consent (docs/product.md#data-model and #data-rules, LGPD). Stored in localStorage under `cookie-consent`:
 * 'accepted' allows the ads tag; 'essential-only' or no choice means no third-party request at all.
 */
export const CONSENT_STORAGE_KEY = "cookie-consent";
export const consentValues = ["accepted", "essential-only"] as const;
export type Consent = (typeof consentValues)[number];

/** docs/product.md#constants: the notice appears this long after load when no consent is stored. */
export const COOKIE_NOTICE_DELAY_MS = 1000;

export function readConsent(): Consent | null {
  try {
    const value = window.localStorage.getItem(CONSENT_STORAGE_KEY);
    return (consentValues as readonly (string | null)[]).includes(value)
      ? (value as Consent)
      : null;
  } catch {
    // Storage blocked (private mode, policy): treat as no choice, which tracks nothing.
    return null;
  }
}

/**
 * Set beside a choice made when the notice offered nothing optional (no ads id configured,
 * decision 0038): such a choice never answered a question about advertising, so it does not allow
 * an ads tag configured later, and the notice asks again. Choices stored without it answered a
 * notice that offered ads (it always did before this key existed).
 */
export const CONSENT_SCOPE_KEY = "cookie-consent-scope";
const ESSENTIAL_ONLY_SCOPE = "essential";

export function storeConsent(value: Consent, adsOffered: boolean): void {
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, value);
    if (adsOffered) window.localStorage.removeItem(CONSENT_SCOPE_KEY);
    else window.localStorage.setItem(CONSENT_SCOPE_KEY, ESSENTIAL_ONLY_SCOPE);
  } catch {
    // Not persisted: the notice simply shows again on the next visit.
  }
}

function choiceOfferedAds(): boolean {
  try {
    return window.localStorage.getItem(CONSENT_SCOPE_KEY) !== ESSENTIAL_ONLY_SCOPE;
  } catch {
    return false;
  }
}

/** The stored choice if it answers the notice as it is now (a choice made without ads does not answer one with them). */
export function currentChoice(adsOffered: boolean): Consent | null {
  const consent = readConsent();
  return consent && adsOffered && !choiceOfferedAds() ? null : consent;
}

export function hasAdsConsent(): boolean {
  return readConsent() === "accepted" && choiceOfferedAds();
}

/**
 * The proof of a choice, kept on the server with the policy version shown (docs/product.md#consent).
 * Sent without waiting: the visitor's page does not depend on it, and `keepalive` lets it finish
 * when the choice reloads the page.
 */
export function sendConsentRecord(choice: Consent, locale: Locale): void {
  const body = { choice, locale };
  void fetch(consentApi.url("POST /consent", { body }), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    credentials: "same-origin",
    keepalive: true,
  }).catch(() => {
    // Offline or refused: the choice still holds in this browser; the next one is sent again.
  });
}
