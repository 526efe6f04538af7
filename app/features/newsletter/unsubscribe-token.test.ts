import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appSettings, newsletterSubscribers } from "../../../db/schema.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { APP_SECRET_KEY, appSecret } from "../../lib/app-secret.server.ts";
import { unsubscribeToken, verifyUnsubscribeToken } from "./unsubscribe-token.server.ts";

const secret = "s".repeat(40);

describe("unsubscribe tokens", () => {
  it("round-trip the normalised e-mail", () => {
    const token = unsubscribeToken(secret, "  Ana.Silva@Example.com ");
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(verifyUnsubscribeToken(secret, token)).toBe("ana.silva@example.com");
    expect(unsubscribeToken(secret, "ana.silva@example.com")).toBe(token);
  });

  it("refuse tampered, foreign and malformed tokens", () => {
    const token = unsubscribeToken(secret, "ana@example.com");
    const [, signature] = token.split(".");
    const otherPayload = Buffer.from("bia@example.com").toString("base64url");
    const flipped = token.slice(0, -2) + (token.endsWith("A") ? "BB" : "AA");
    for (const bad of [
      `${otherPayload}.${signature}`,
      flipped,
      unsubscribeToken("o".repeat(40), "ana@example.com"),
      `${token}.extra`,
      token.split(".")[0]!,
      "",
      ".",
      "não é token",
      `${Buffer.from("ANA@example.com").toString("base64url")}.${signature}`,
    ]) {
      expect(verifyUnsubscribeToken(secret, bad)).toBeNull();
    }
  });
});

describe("anonymous unsubscribe by token", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_SUBMISSIONS: "1000" });
  });
  afterAll(() => t.close());

  const unsubscribe = (body: unknown) => t.request("POST", "/api/newsletter/unsubscribe", { body });

  it("uses one secret generated once and stored in the database", async () => {
    const first = await appSecret(t.db, undefined);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(await appSecret(t.db, undefined)).toBe(first);
    const [row] = await t.db.select().from(appSettings).where(eq(appSettings.key, APP_SECRET_KEY));
    expect(row!.value).toBe(first);
  });

  it("deactivates the address a valid token names, without a session", async () => {
    await t.request("POST", "/api/newsletter/subscribe", {
      body: { email: "link@example.com", name: "" },
    });
    const token = unsubscribeToken(await appSecret(t.db, undefined), "link@example.com");
    const res = await unsubscribe({ token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ email: "link@example.com", active: false });
    const [row] = await t.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "link@example.com"));
    expect(row!.active).toBe(false);
    // Following the link twice is fine.
    expect((await unsubscribe({ token })).status).toBe(200);
  });

  it("a token names its own address only, whatever e-mail is sent beside it", async () => {
    for (const email of ["um@example.com", "dois@example.com"]) {
      await t.request("POST", "/api/newsletter/subscribe", { body: { email, name: "" } });
    }
    const token = unsubscribeToken(await appSecret(t.db, undefined), "um@example.com");
    const res = await unsubscribe({ token, email: "dois@example.com" });
    expect(res.body.data.email).toBe("um@example.com");
    const [dois] = await t.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "dois@example.com"));
    expect(dois!.active).toBe(true);
  });

  it("refuses invalid tokens with 400 and unknown addresses with 404", async () => {
    const dbSecret = await appSecret(t.db, undefined);
    for (const token of [
      unsubscribeToken("x".repeat(40), "link@example.com"),
      "abc",
      "",
      42,
      null,
    ]) {
      const res = await unsubscribe({ token });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: "Link de cancelamento inválido" });
    }
    const unknown = await unsubscribe({ token: unsubscribeToken(dbSecret, "nunca@example.com") });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("E-mail não encontrado na newsletter");
  });
});

describe("with APP_SECRET configured", () => {
  let t: TestApp;
  const configuredSecret = "a-configured-secret-of-at-least-32-chars!";

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_SUBMISSIONS: "1000", APP_SECRET: configuredSecret });
  });
  afterAll(() => t.close());

  it("signs with APP_SECRET and nothing else", async () => {
    await t.request("POST", "/api/newsletter/subscribe", {
      body: { email: "config@example.com", name: "" },
    });
    const stored = await appSecret(t.db, undefined);
    const wrong = await t.request("POST", "/api/newsletter/unsubscribe", {
      body: { token: unsubscribeToken(stored, "config@example.com") },
    });
    expect(wrong.status).toBe(400);
    const right = await t.request("POST", "/api/newsletter/unsubscribe", {
      body: { token: unsubscribeToken(configuredSecret, "config@example.com") },
    });
    expect(right.status).toBe(200);
    expect(right.body.data.active).toBe(false);
  });
});
