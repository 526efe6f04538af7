import type { PolicyFacts } from "../../lib/site-facts.ts";

/**
 * The version of the privacy policy a visitor was shown, kept with every consent
 * (docs/product.md#consent). Two parts: the revision of the policy's text, changed by hand with
 * the text (`policy-version.test.ts` fails when the text changes without it), and a short hash of
 * the configured facts the text states (retention, processors), so a change of configuration is a
 * new version too.
 */
export const privacyPolicyRevision = "2026-11-29";

/** FNV-1a, 32 bits: a stable short fingerprint, the same in the browser and on the server. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, "0");
}

export function privacyPolicyVersion(facts: PolicyFacts): string {
  const stated = [
    facts.retentionMessagesDays,
    facts.mailHost ?? "",
    facts.adsEnabled,
    facts.newsletterDoubleOptIn,
  ].join("|");
  return `${privacyPolicyRevision}.${fingerprint(stated)}`;
}
