import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { documentForPage, pagePreview, publishedSiteFacts } from "./content.server.ts";

// docs/architecture.md#locales: each document has a version per locale. The English site and home
// start from their translated revision 1; the legal texts' English versions start unpublished with
// pt-BR's text as their draft, English pages showing pt-BR's until it is published. Publishing one
// locale never touches the other.

let t: TestApp;
let other: TestApp;
let editor: Awaited<ReturnType<TestApp["signIn"]>>;

beforeAll(async () => {
  t = await createTestApp();
  other = await createTestApp({}, { database: t.database });
  editor = await t.signIn("editor");
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const english = "/api/admin/content/home?locale=en";

describe("an English version of a document", () => {
  it("starts unpublished where it has no translation of its own, its draft pt-BR's text, while English pages show pt-BR's", async () => {
    const portuguese = await documentForPage(t.db, t.config, "terms", false);
    expect(await documentForPage(t.db, t.config, "terms", false, "en")).toEqual(portuguese);

    const opened = await t.request("GET", "/api/admin/content/terms?locale=en", {
      cookie: editor.cookie,
    });
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({
      published: null,
      publishedAt: null,
      untranslated: true,
      status: "draft",
      draft: portuguese,
    });
    const list = await t.request("GET", "/api/admin/content?locale=en", { cookie: editor.cookie });
    const state = (key: string) =>
      list.body.data.find((row: { key: string }) => row.key === key).untranslated;
    expect([state("terms"), state("privacy"), state("home"), state("site")]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    const portugueseList = await t.request("GET", "/api/admin/content", { cookie: editor.cookie });
    expect(
      portugueseList.body.data.every((row: { untranslated: boolean }) => !row.untranslated),
    ).toBe(true);
  });

  it("starts published in English for the site and the home, from their translated revision 1", async () => {
    const home = await documentForPage(other.db, other.config, "home", false, "en");
    expect(home.hero.headline).toBe("We turn ideas into *digital solutions* that deliver results");
    expect((await publishedSiteFacts(t.db, t.config, false, "en")).newsletterHeading).toBe(
      "Get our news",
    );
    const history = await t.request("GET", "/api/admin/content/home/revisions?locale=en", {
      cookie: editor.cookie,
    });
    expect(history.body.data).toHaveLength(1);
  });

  it("is previewed on the English page and published for English pages only, on every instance", async () => {
    const current = (await t.request("GET", english, { cookie: editor.cookie })).body.data;
    const draft = {
      ...current.draft,
      hero: { ...current.draft.hero, headline: "We turn ideas into *digital solutions*" },
    };
    const saved = await t.request("PUT", english, {
      cookie: editor.cookie,
      body: { data: draft, version: current.version },
    });
    expect(saved.status).toBe(200);

    const link = await t.request("POST", "/api/admin/content/home/preview?locale=en", {
      cookie: editor.cookie,
    });
    const url = new URL(link.body.data.url);
    expect(url.pathname).toBe("/en");
    expect(await pagePreview(t.db, t.config, url.searchParams.get("previa")!)).toEqual({
      key: "home",
      locale: "en",
    });
    expect((await documentForPage(t.db, t.config, "home", true, "en")).hero.headline).toBe(
      "We turn ideas into *digital solutions*",
    );

    const published = await t.request("POST", "/api/admin/content/home/publish?locale=en", {
      cookie: editor.cookie,
      body: {},
    });
    expect(published.status).toBe(200);
    expect((await documentForPage(other.db, other.config, "home", false, "en")).hero.headline).toBe(
      "We turn ideas into *digital solutions*",
    );
    expect((await documentForPage(other.db, other.config, "home", false)).hero.headline).toBe(
      "Transformamos ideias em *soluções digitais* que geram resultados",
    );
    // The public read the home hydrates from answers each language's version.
    const read = (query: string) => t.request("GET", `/api/content/home${query}`);
    expect((await read("?locale=en")).body.data.hero.headline).toBe(
      "We turn ideas into *digital solutions*",
    );
    expect((await read("")).body.data.hero.headline).toMatch(/^Transformamos/);
    const after = (await t.request("GET", english, { cookie: editor.cookie })).body.data;
    expect(after).toMatchObject({ untranslated: false, status: "published" });
    const history = await t.request("GET", "/api/admin/content/home/revisions?locale=en", {
      cookie: editor.cookie,
    });
    expect(history.body.data).toHaveLength(2);
  });

  it("gives each language its own site texts, and every language the same facts", async () => {
    const current = (
      await t.request("GET", "/api/admin/content/site?locale=en", { cookie: editor.cookie })
    ).body.data;
    await t.request("PUT", "/api/admin/content/site?locale=en", {
      cookie: editor.cookie,
      body: {
        data: { ...current.draft, newsletterHeading: "Our news", email: "english@example.com" },
        version: current.version,
      },
    });
    await t.request("POST", "/api/admin/content/site/publish?locale=en", {
      cookie: editor.cookie,
      body: {},
    });
    const english = await publishedSiteFacts(t.db, t.config, false, "en");
    expect(english.newsletterHeading).toBe("Our news");
    // The agency's facts are pt-BR's version's in every language.
    expect(english.email).toBe(t.config.site.email);
    expect((await publishedSiteFacts(t.db, t.config)).newsletterHeading).toBe("Receba novidades");
  });

  it("is refused in a locale without pages or one SITE_LOCALES leaves out", async () => {
    const unknown = await t.request("GET", "/api/admin/content/home?locale=de", {
      cookie: editor.cookie,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe("Idioma de conteúdo não suportado");

    const portugueseOnly = await createTestApp({ SITE_LOCALES: "pt-BR" }, { database: t.database });
    try {
      const cookie = (await portugueseOnly.signIn("editor")).cookie;
      const refused = await portugueseOnly.request("GET", english, { cookie });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe("Idioma de conteúdo não suportado");
    } finally {
      await portugueseOnly.close();
    }
  });
});
