/**
 * Cookie consent (SPEC 3 and 4, LGPD). Stored in localStorage under `cookie-consent`:
 * 'accepted' allows the ads tag; 'essential-only' or no choice means no third-party request at all.
 */
export const CONSENT_STORAGE_KEY = "cookie-consent";
export const consentValues = ["accepted", "essential-only"] as const;
export type Consent = (typeof consentValues)[number];

/** SPEC 9: the notice appears this long after load when no consent is stored. */
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

export function storeConsent(value: Consent): void {
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, value);
  } catch {
    // Not persisted: the notice simply shows again on the next visit.
  }
}

export function hasAdsConsent(): boolean {
  return readConsent() === "accepted";
}
