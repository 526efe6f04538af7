import { createHash } from "node:crypto";
import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { defaultSiteFacts } from "../../lib/site-facts.ts";
import { privacyPolicySections } from "./components/privacy-policy.tsx";
import { privacyPolicyRevision } from "./policy-version.ts";

// The text of the policy as it stood at `privacyPolicyRevision`, rendered with the default facts.
// When the policy's wording changes, this test fails: set privacyPolicyRevision to the day of the
// change and this digest to the new one, so every consent given from then on names the new text.
const textAtRevision = {
  revision: "2026-11-28",
  sha256: "fab9bd7a7510297a60b78ffc0cbafa49da9e7274a0a7d49108a8e09b3f1531a3",
};

function policyText(): string {
  const sections = privacyPolicySections(defaultSiteFacts);
  return sections
    .map((section) => {
      const body = createElement(MemoryRouter, null, createElement(Fragment, null, section.body));
      return `${section.title}\n${renderToStaticMarkup(body)}`;
    })
    .join("\n");
}

describe("the privacy policy's version", () => {
  it("names a new revision whenever the policy's text changes", () => {
    const digest = createHash("sha256").update(policyText()).digest("hex");
    expect({ revision: privacyPolicyRevision, sha256: digest }).toEqual(textAtRevision);
  });
});
