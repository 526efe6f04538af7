import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consentRecords } from "../../../db/schema.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { privacyPolicyInForce } from "../legal/index.server.ts";

// docs/product.md#consent: a newsletter subscription and a testimonial rest on the visitor's
// consent, so each keeps its proof: source, choice, policy version shown, address and client.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "1" });
});
afterAll(() => t.close());

const from = { "x-forwarded-for": "198.51.100.7" };
const records = async () =>
  (await t.db.select().from(consentRecords)).map(
    ({ source, choice, email, ip, policyVersion }) => ({
      source,
      choice,
      email,
      ip,
      policyVersion,
    }),
  );

describe("consent records of the forms", () => {
  it("a subscription and a testimonial each keep what was agreed; spam and repeats keep nothing", async () => {
    const version = await privacyPolicyInForce(t.db, t.config);
    const subscribed = await t.request("POST", "/api/newsletter/subscribe", {
      body: { email: "Leitora@Exemplo.com" },
      headers: from,
    });
    expect(subscribed.status).toBe(201);
    // Already subscribed: no new consent was given.
    await t.request("POST", "/api/newsletter/subscribe", {
      body: { email: "leitora@exemplo.com" },
      headers: from,
    });
    const testimonial = {
      clientName: "Cliente Feliz",
      clientEmail: "Cliente@Exemplo.com",
      projectType: "Outros",
      content: "Um trabalho excelente, do começo ao fim do projeto.",
      rating: 5,
    };
    expect(
      (await t.request("POST", "/api/testimonials", { body: testimonial, headers: from })).status,
    ).toBe(201);
    // Spam (the honeypot filled) is answered alike and leaves no consent behind.
    await t.request("POST", "/api/testimonials", {
      body: { ...testimonial, clientEmail: "bot@exemplo.com", website: "http://spam.example" },
      headers: from,
    });
    await t.request("POST", "/api/newsletter/subscribe", {
      body: { email: "bot@exemplo.com", website: "http://spam.example" },
      headers: from,
    });

    expect(await records()).toEqual([
      {
        source: "newsletter",
        choice: "subscribed",
        email: "leitora@exemplo.com",
        ip: "198.51.100.7",
        policyVersion: version,
      },
      {
        source: "testimonial",
        choice: "submitted",
        email: "cliente@exemplo.com",
        ip: "198.51.100.7",
        policyVersion: version,
      },
    ]);
  });
});
