import { createHash } from "node:crypto";
import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { defaultSiteFacts } from "../../lib/site-facts.ts";
import { privacyPolicySlots } from "./components/privacy-policy.tsx";
import { privacyPolicyRevision } from "./policy-version.ts";

// The sections the page generates from the configuration, as they stood at
// `privacyPolicyRevision`, rendered with the default facts. When their wording changes, this test
// fails: set privacyPolicyRevision to the day of the change and this digest to the new one, so
// every consent given from then on names the new text.
const textAtRevision = {
  revision: "2026-11-29",
  sha256: "429b004c0a9c8e396a4b8eacf833e71bc4bad6361e32180bd9ae5221eba9dad0",
};

function policyText(): string {
  return Object.values(privacyPolicySlots(defaultSiteFacts))
    .map((section) => {
      const body = renderToStaticMarkup(createElement(Fragment, null, section.body));
      return `${section.title}\n${body}`;
    })
    .join("\n");
}

describe("the privacy policy's version", () => {
  it("names a new revision whenever the generated sections' text changes", () => {
    const digest = createHash("sha256").update(policyText()).digest("hex");
    expect({ revision: privacyPolicyRevision, sha256: digest }).toEqual(textAtRevision);
  });
});
