import { createHash } from "node:crypto";
import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { defaultSiteFacts } from "../../lib/site-facts.ts";
import { privacyPolicySlots } from "./components/privacy-policy.tsx";
import { generatedSectionsRevision, privacyPolicyVersion } from "./policy-version.ts";

// The sections the page generates, as they stood at `generatedSectionsRevision`, rendered with
// the default facts. When their wording changes, this test fails: set the revision to the day of
// the change and this digest to the new one, so every consent given from then on names it.
const textAtRevision = {
  revision: "2026-11-29",
  sha256: "429b004c0a9c8e396a4b8eacf833e71bc4bad6361e32180bd9ae5221eba9dad0",
};

function generatedText(): string {
  return Object.values(privacyPolicySlots(defaultSiteFacts))
    .map((section) => {
      const body = renderToStaticMarkup(createElement(Fragment, null, section.body));
      return `${section.title}\n${body}`;
    })
    .join("\n");
}

describe("the privacy policy's version", () => {
  it("names a new revision whenever the generated sections' text changes", () => {
    const digest = createHash("sha256").update(generatedText()).digest("hex");
    expect({ revision: generatedSectionsRevision, sha256: digest }).toEqual(textAtRevision);
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
