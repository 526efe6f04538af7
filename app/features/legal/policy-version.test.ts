import { createHash } from "node:crypto";
import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Locale } from "../../lib/locale.ts";
import { defaultSiteFacts } from "../../lib/site-facts.ts";
import { privacyPolicySlots } from "./components/privacy-policy.tsx";
import { generatedSectionsRevision, privacyPolicyVersion } from "./policy-version.ts";

// The sections the page generates, as they stood at `generatedSectionsRevision`, rendered with
// the default facts in each locale. When their wording changes in any of them, this test fails:
// set the revision to the day of the change and the digests to the new ones, so every consent
// given from then on names it.
const textAtRevision = {
  revision: "2026-11-29",
  sha256: {
    "pt-BR": "429b004c0a9c8e396a4b8eacf833e71bc4bad6361e32180bd9ae5221eba9dad0",
    en: "f1ade76510301b3db76efb8ef696c44cc73fe82794a427a92d73df60ecf5d7e4",
  },
};

function generatedText(locale: Locale): string {
  return Object.values(privacyPolicySlots(defaultSiteFacts, locale))
    .map((section) => {
      const body = renderToStaticMarkup(createElement(Fragment, null, section.body));
      return `${section.title}\n${body}`;
    })
    .join("\n");
}

describe("the privacy policy's version", () => {
  it("names a new revision whenever the generated sections' text changes", () => {
    const digest = (locale: Locale) =>
      createHash("sha256").update(generatedText(locale)).digest("hex");
    expect({
      revision: generatedSectionsRevision,
      sha256: { "pt-BR": digest("pt-BR"), en: digest("en") },
    }).toEqual(textAtRevision);
  });

  it("names the published text's date and revision, and changes with a configured fact", () => {
    const facts = defaultSiteFacts.privacy;
    const published = { revision: 7, lastUpdated: "2023-04-23" };
    const version = privacyPolicyVersion(facts, published);
    expect(version).toMatch(/^2023-04-23\.r7\.[0-9a-f]{8}$/);
    expect(privacyPolicyVersion({ ...facts }, { ...published })).toBe(version);
    for (const changed of [
      { ...facts, retentionMessagesDays: 365 },
      { ...facts, adsEnabled: !facts.adsEnabled },
      { ...facts, mailHost: "smtp.exemplo.com" },
    ]) {
      expect(privacyPolicyVersion(changed, published)).not.toBe(version);
    }
    expect(privacyPolicyVersion(facts, { ...published, revision: 8 })).toBe(
      version.replace(".r7.", ".r8."),
    );
  });
});
