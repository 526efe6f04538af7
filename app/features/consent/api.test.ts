import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consentRecords } from "../../../db/schema.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { privacyPolicyInForce } from "../legal/index.server.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SUBMISSIONS: "3", TRUST_PROXY: "1" });
});
afterAll(() => t.close());

const choose = (choice: unknown, headers: Record<string, string> = {}) =>
  t.request("POST", "/api/consent", {
    body: { choice },
    headers: { "x-forwarded-for": "198.51.100.4", ...headers },
  });

describe("POST /api/consent", () => {
  it("keeps each cookie choice with the policy version, the address and an anonymous id", async () => {
    const first = await choose("accepted");
    expect(first.status).toBe(201);
    const version = await privacyPolicyInForce(t.db, t.config);
    expect(version).toMatch(/^2023-04-23\.r\d+\.[0-9a-f]{8}$/);
    expect(first.body).toEqual({
      success: true,
      data: { choice: "accepted", policyVersion: version },
    });
    const cookie = first.headers.get("set-cookie")!;
    expect(cookie).toMatch(
      /^consent_id=[A-Za-z0-9_-]{22}; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    const id = cookie.split(";")[0]!.split("=")[1];

    // Withdrawn as easily as given: the same call, under the same anonymous id.
    const second = await choose("essential-only", { cookie: `consent_id=${id}` });
    expect(second.status).toBe(201);
    const rows = await t.db.select().from(consentRecords);
    expect(
      rows.map(({ source, choice, anonymousId, policyVersion, ip, email }) => ({
        source,
        choice,
        anonymousId,
        policyVersion,
        ip,
        email,
      })),
    ).toEqual([
      {
        source: "cookies",
        choice: "accepted",
        anonymousId: id,
        policyVersion: version,
        ip: "198.51.100.4",
        email: null,
      },
      {
        source: "cookies",
        choice: "essential-only",
        anonymousId: id,
        policyVersion: version,
        ip: "198.51.100.4",
        email: null,
      },
    ]);
  });

  it("refuses an unknown choice, and makes a new id for a forged one", async () => {
    expect((await choose("everything")).status).toBe(400);
    const forged = await choose("accepted", {
      cookie: "consent_id=../../etc",
      "x-forwarded-for": "198.51.100.5",
    });
    expect(forged.headers.get("set-cookie")).toMatch(/^consent_id=[A-Za-z0-9_-]{22};/);
  });

  it("is rate-limited per client, like the forms", async () => {
    const headers = { "x-forwarded-for": "198.51.100.6" };
    for (let i = 0; i < 3; i++) expect((await choose("accepted", headers)).status).toBe(201);
    const refused = await choose("accepted", headers);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});

describe("the policy version a consent names", () => {
  it("is the published policy's: a publish of its text names the new revision and date", async () => {
    const before = await privacyPolicyInForce(t.db, t.config);
    const editor = await t.signIn("editor");
    const current = (
      await t.request("GET", "/api/admin/content/privacy", { cookie: editor.cookie })
    ).body.data;
    await t.request("PUT", "/api/admin/content/privacy", {
      cookie: editor.cookie,
      body: { data: { ...current.published, lastUpdated: "2026-12-01" }, version: current.version },
    });
    const published = await t.request("POST", "/api/admin/content/privacy/publish", {
      cookie: editor.cookie,
      body: {},
    });
    expect(published.status).toBe(200);

    const after = await privacyPolicyInForce(t.db, t.config);
    const [, revision, facts] = before.split(".");
    expect(after).toMatch(/^2026-12-01\.r\d+\.[0-9a-f]{8}$/);
    expect(after.split(".")[1]).not.toBe(revision);
    // The generated sections and the configuration did not change.
    expect(after.split(".")[2]).toBe(facts);
    const chosen = await choose("accepted", { "x-forwarded-for": "198.51.100.99" });
    expect(chosen.body.data.policyVersion).toBe(after);
  });
});

describe("a consent given on a page in another language", () => {
  const chooseIn = (locale: unknown, ip: string) =>
    t.request("POST", "/api/consent", {
      body: { choice: "accepted", locale },
      headers: { "x-forwarded-for": ip },
    });

  it("names pt-BR's policy until that language's is published, then its own", async () => {
    const portuguese = await privacyPolicyInForce(t.db, t.config);
    // The English policy starts unpublished: English pages show, and link, pt-BR's.
    const untranslated = await chooseIn("en", "198.51.100.120");
    expect(untranslated.status).toBe(201);
    expect(untranslated.body.data.policyVersion).toBe(portuguese);

    const editor = await t.signIn("editor");
    const english = "/api/admin/content/privacy?locale=en";
    const current = (await t.request("GET", english, { cookie: editor.cookie })).body.data;
    const saved = await t.request("PUT", english, {
      cookie: editor.cookie,
      body: { data: { ...current.draft, lastUpdated: "2026-12-05" }, version: current.version },
    });
    expect(saved.status).toBe(200);
    const published = await t.request("POST", "/api/admin/content/privacy/publish?locale=en", {
      cookie: editor.cookie,
      body: {},
    });
    expect(published.status).toBe(200);

    const translated = await chooseIn("en", "198.51.100.121");
    const version = translated.body.data.policyVersion;
    expect(version).toBe(await privacyPolicyInForce(t.db, t.config, "en"));
    expect(version).toMatch(/^2026-12-05\.r\d+\.[0-9a-f]{8}$/);
    // Its own text, the same generated facts; pt-BR's consents keep naming pt-BR's.
    expect(version.split(".")[1]).not.toBe(portuguese.split(".")[1]);
    expect(version.split(".")[2]).toBe(portuguese.split(".")[2]);
    expect((await chooseIn("pt-BR", "198.51.100.122")).body.data.policyVersion).toBe(
      await privacyPolicyInForce(t.db, t.config),
    );
  });

  it("refuses a language the site does not have, or does not answer", async () => {
    for (const [index, locale] of ["fr", "English", null, 7].entries()) {
      const refused = await chooseIn(locale, `198.51.100.${130 + index}`);
      expect(refused.status, String(locale)).toBe(400);
      expect(JSON.stringify(refused.body)).toContain("Idioma inválido");
    }
    const portugueseOnly = await createTestApp({ SITE_LOCALES: "pt-BR" });
    try {
      const refused = await portugueseOnly.request("POST", "/api/consent", {
        body: { choice: "accepted", locale: "en" },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe("Idioma inválido");
    } finally {
      await portugueseOnly.close();
    }
  });
});
