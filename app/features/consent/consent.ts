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

/**
 * The proof of a choice, kept on the server with the policy version shown (docs/product.md#consent).
 * Sent without waiting: the visitor's page does not depend on it, and `keepalive` lets it finish
 * when the choice reloads the page.
 */
export function sendConsentRecord(choice: Consent): void {
  void fetch("/api/consent", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ choice }),
    credentials: "same-origin",
    keepalive: true,
  }).catch(() => {
    // Offline or refused: the choice still holds in this browser; the next one is sent again.
  });
}
