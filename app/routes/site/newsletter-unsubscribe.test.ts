import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterSubscribers } from "../../../db/schema.ts";
import { pageActionLoadContext } from "../../../tests/support/load-context.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { unsubscribeToken } from "../../features/newsletter/unsubscribe-token.server.ts";
import { appSecret } from "../../lib/app-secret.server.ts";
import { action, loader } from "./newsletter-unsubscribe.tsx";

// /newsletter/cancelar: the link of a newsletter mail and its RFC 8058 one-click address.

type Args = Parameters<typeof action>[0];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const context = () => pageActionLoadContext(t, { analytics: { goal: () => {} } as never });

// A token as it travels in the query string; `raw` keeps bytes no encoder would write.
const url = (token: string, raw = false) =>
  `http://localhost/newsletter/cancelar?token=${raw ? token : encodeURIComponent(token)}`;
const oneClick = (token: string, raw = false) =>
  new Request(url(token, raw), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "List-Unsubscribe=One-Click",
  });
const load = (token: string, raw = false) =>
  loader({ request: new Request(url(token, raw)), context: context() } as unknown as Args);
const post = (token: string, raw = false) =>
  action({ request: oneClick(token, raw), context: context() } as unknown as Args);

async function subscribed(email: string) {
  await t.request("POST", "/api/newsletter/subscribe", { body: { email } });
  return unsubscribeToken(await appSecret(t.db, t.config.appSecret), email);
}
const activeOf = async (email: string) =>
  (await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0]
    ?.active;

describe("the unsubscribe page", () => {
  it("names the address first, and a GET (a mail scanner's) changes nothing", async () => {
    const token = await subscribed("leitora@exemplo.com");
    await expect(load(token)).resolves.toEqual({ email: "leitora@exemplo.com" });
    expect(await activeOf("leitora@exemplo.com")).toBe(true);
  });

  it("a one-click post with a valid token unsubscribes, and a repeat still answers done", async () => {
    const token = await subscribed("um-clique@exemplo.com");
    await expect(post(token)).resolves.toEqual({ done: true });
    expect(await activeOf("um-clique@exemplo.com")).toBe(false);
    await expect(post(token)).resolves.toEqual({ done: true });
  });

  it("a forged, damaged or hostile token unsubscribes no one", async () => {
    const token = await subscribed("alvo@exemplo.com");
    const [payload] = token.split(".");
    const forged = `${payload}.${"A".repeat(43)}`;
    for (const bad of [forged, `${token}x`, "", "a\u0000b", "x".repeat(5000)]) {
      await expect(load(bad)).resolves.toEqual({ email: null });
      await expect(post(bad)).resolves.toEqual({ done: false });
    }
    // Broken UTF-8 (a lone surrogate's bytes) and a NUL, as raw bytes in the query.
    for (const raw of ["%ED%A0%80", `${token}%00`]) {
      await expect(load(raw, true)).resolves.toEqual({ email: null });
      await expect(post(raw, true)).resolves.toEqual({ done: false });
    }
    expect(await activeOf("alvo@exemplo.com")).toBe(true);
  });

  it("an address already erased is simply done", async () => {
    const token = await subscribed("apagada@exemplo.com");
    await t.db
      .delete(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "apagada@exemplo.com"));
    await expect(post(token)).resolves.toEqual({ done: true });
  });
});
