import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { appLoadContext } from "../../lib/app-context.server.ts";

let t: TestApp;
let editor: Awaited<ReturnType<TestApp["signIn"]>>;

/** A page renderer that shows the phone from the request's site facts. */
const pages = async (
  _request: Request,
  context: { get: (key: typeof appLoadContext) => { site: { phoneDisplay: string } } },
) =>
  new Response(
    `<!doctype html><html><head><title>x</title></head><body><p>${context.get(appLoadContext).site.phoneDisplay}</p></body></html>`,
    { headers: { "content-type": "text/html; charset=utf-8" } },
  );

beforeAll(async () => {
  // biome-ignore lint/suspicious/noExplicitAny: a stand-in for the built pages
  t = await createTestApp({}, { pages: pages as any });
  editor = await t.signIn("editor");
});
afterAll(() => t.close());

describe("preview links on the public pages", () => {
  it("shows the draft with a band, noindex and no-store; the public page keeps the published text", async () => {
    const current = (await t.request("GET", "/api/admin/content/site", { cookie: editor.cookie }))
      .body.data;
    await t.request("PUT", "/api/admin/content/site", {
      cookie: editor.cookie,
      body: {
        data: { ...current.draft, phoneDisplay: "(11) 4000-0000" },
        version: current.version,
      },
    });
    const link = await t.request("POST", "/api/admin/content/site/preview", {
      cookie: editor.cookie,
    });
    const url = new URL(link.body.data.url);

    const preview = await t.app.request(url.pathname + url.search);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("cache-control")).toBe("no-store");
    const html = await preview.text();
    expect(html).toContain("(11) 4000-0000");
    expect(html).toContain("Pré-visualização");
    expect(html).toContain('<meta name="robots" content="noindex">');

    const published = await (await t.app.request("/")).text();
    expect(published).toContain(t.config.site.phoneDisplay);
    expect(published).not.toContain("Pré-visualização");

    const token = url.searchParams.get("previa")!;
    for (const bad of [`${token}x`, `x${token}`, "lixo", ""]) {
      const refused = await t.app.request(`/?previa=${encodeURIComponent(bad)}`);
      expect(refused.status).toBe(404);
      expect(await refused.text()).not.toContain("(11) 4000-0000");
    }
  });
});
