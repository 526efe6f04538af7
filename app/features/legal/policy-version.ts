import type { PolicyFacts } from "../../lib/site-facts.ts";

/**
 * The version of the privacy policy a visitor was shown, kept with every consent
 * (docs/product.md#consent), in three parts: the date the page showed ('Última atualização'),
 * the content revision that keeps the published text (`r12`: `content_revisions`), and a short
 * hash of what the page adds to that text, the sections generated from the configuration: their
 * wording's revision, changed by hand with it (`policy-version.test.ts` fails when it changes
 * without it, in any locale), and the configured facts they state (retention, processors, ads).
 * Those facts are the same in every locale, so no locale goes into the hash; the date and revision
 * are those of the policy the page linked: its locale's published document, or pt-BR's while it
 * has none (`privacyPolicyInForce`).
 */
export const generatedSectionsRevision = "2026-11-29";

/** FNV-1a, 32 bits: a stable short fingerprint, the same in the browser and on the server. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, "0");
}

export function privacyPolicyVersion(
  facts: PolicyFacts,
  published: { revision: number; lastUpdated: string },
): string {
  const stated = [
    generatedSectionsRevision,
    facts.retentionMessagesDays,
    facts.mailHost ?? "",
    facts.adsEnabled,
    facts.newsletterDoubleOptIn,
  ].join("|");
  return `${published.lastUpdated}.r${published.revision}.${fingerprint(stated)}`;
}
