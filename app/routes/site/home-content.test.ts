import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageLoadContext } from "../../../tests/support/load-context.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { photo } from "../../../tests/support/test-images.ts";
import type { HomeContent } from "../../features/content/documents.ts";
import { AboutSection } from "../../features/home/components/about-section.tsx";
import { HeroSection } from "../../features/home/components/hero-section.tsx";
import type { BelowTheFold, HomeSections } from "../../features/home/types.ts";
import { createMedia } from "../../features/media/media.server.ts";
import type { MediaItem } from "../../features/media/types.ts";
import { type AppLoadContext, appLoadContext } from "../../lib/app-context.server.ts";
import { loader as homeLoader } from "./home.tsx";
import { loader as portfolioLoader, meta as portfolioMeta } from "./portfolio.tsx";

// The home page reads the published `home` content document (docs/product.md#content): its
// loader through the server's real page context (published, or the draft of a preview link),
// its hero and about section rendered by their real components.

type Context = { get: (key: typeof appLoadContext) => AppLoadContext };

/** The home's page as the server renders its first screen and about section. */
async function homePage(request: Request, context: Context) {
  const args = { request, context, params: {} } as unknown as Parameters<typeof homeLoader>[0];
  const first = await homeLoader(args);
  // The loader's one render-only value: what is below the fold, the hero's texts included.
  const [below] = context.get(appLoadContext).serverRenderData.values() as Iterable<BelowTheFold>;
  const sections = below!.sections as HomeSections;
  // Inside a router at the page's path with the root's site facts, as the app renders it.
  const page = createElement(
    Fragment,
    null,
    createElement(HeroSection, { buttons: first.buttons, shown: sections }),
    createElement(AboutSection, { about: sections.about }),
  );
  const router = createMemoryRouter(
    [{ id: "root", path: "*", loader: () => null, element: page }],
    {
      initialEntries: [new URL(request.url).pathname],
      hydrationData: { loaderData: { root: { site: context.get(appLoadContext).site } } },
    },
  );
  const body = renderToStaticMarkup(createElement(RouterProvider, { router }));
  return new Response(
    `<!doctype html><html><head><title>${first.seo.title}</title></head><body>${body}</body></html>`,
    { headers: { "content-type": "text/html; charset=utf-8" } },
  );
}

let t: TestApp;
let editor: Awaited<ReturnType<TestApp["signIn"]>>;
let picture: MediaItem;

beforeAll(async () => {
  // biome-ignore lint/suspicious/noExplicitAny: a stand-in for the built pages
  t = await createTestApp({}, { pages: homePage as any });
  editor = await t.signIn("editor");
  picture = await createMedia(t.db, {
    bytes: await photo(1400, 900).jpeg().toBuffer(),
    fileName: "equipe.jpg",
    alt: "Equipe",
  });
}, 120_000);
afterAll(() => t.close());

const base = "/api/admin/content/home";

async function saveDraft(change: (draft: HomeContent) => void) {
  const current = (await t.request("GET", base, { cookie: editor.cookie })).body.data;
  const draft = structuredClone(current.draft) as HomeContent;
  change(draft);
  const saved = await t.request("PUT", base, {
    cookie: editor.cookie,
    body: { data: draft, version: current.version },
  });
  expect(saved.status).toBe(200);
}

const highlight = (text: string) =>
  `<span class="bg-gradient-to-r from-brand-400 via-[#b3a9ff] to-lime-400 bg-clip-text text-transparent">${text}</span>`;

describe("the home page and its content document", () => {
  it("shows revision 1 as the page showed it before it was editable", async () => {
    const html = await (await t.app.request("/")).text();
    expect(html).toContain(`Transformamos ideias em ${highlight("soluções digitais")} que geram`);
    expect(html).toContain('srcSet="/images/hero-painel.svg"');
    expect(html).toContain('data-suffix="+"');
    expect(html).toContain('24<span class="text-lime-400">/7</span>');
    expect(html).toContain(`<p>A ${t.config.site.name} atua desde 2014`);
    expect(html).toContain(`<title>${t.config.site.name} | Sites, aplicativos`);
  });

  it("shows a draft only on its preview link, and the published text at once after publishing", async () => {
    const before = await t.app.request("/");
    expect(before.status).toBe(200);
    await saveDraft((draft) => {
      draft.hero.headline = "Sites que *vendem* todos os dias";
      draft.figures[0]!.value = "120+";
      draft.about.text = "Primeiro parágrafo.\n\nSegundo parágrafo.";
    });
    expect(await (await t.app.request("/")).text()).not.toContain("vendem");

    const link = await t.request("POST", `${base}/preview`, { cookie: editor.cookie });
    const url = new URL(link.body.data.url);
    const preview = await t.app.request(url.pathname + url.search);
    expect(preview.headers.get("cache-control")).toBe("no-store");
    const draftHtml = await preview.text();
    expect(draftHtml).toContain(`Sites que ${highlight("vendem")} todos os dias`);
    expect(draftHtml).toContain("Pré-visualização: rascunho não publicado");
    expect(draftHtml).toContain("<p>Primeiro parágrafo.</p><p>Segundo parágrafo.</p>");
    // The browser's read of the same preview answers the draft, and is never kept.
    const read = await t.request("GET", `/api/content/home${url.search}`);
    expect(read.body.data.hero.headline).toBe("Sites que *vendem* todos os dias");
    expect(read.headers.get("cache-control")).toBe("no-store");
    expect((await t.request("GET", "/api/content/home")).body.data.hero.headline).toContain(
      "*soluções digitais*",
    );

    const published = await t.request("POST", `${base}/publish`, {
      cookie: editor.cookie,
      body: {},
    });
    expect(published.status).toBe(200);
    const html = await (await t.app.request("/")).text();
    expect(html).toContain(`Sites que ${highlight("vendem")} todos os dias`);
    expect(html).toContain('style="--count:120;--count-ms:2000ms"');
    expect(html).not.toContain("Pré-visualização");
    expect((await t.request("GET", "/api/content/home")).body.data.hero.headline).toBe(
      "Sites que *vendem* todos os dias",
    );
  });

  it("refuses a forged preview token on the public read, in pt-BR", async () => {
    const refused = await t.request("GET", "/api/content/home?previa=lixo.lixo");
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe("Link de pré-visualização inválido ou expirado");
  });

  it("shows a library picture in its slot and in the social card, and the illustration once it is deleted", async () => {
    await saveDraft((draft) => {
      draft.hero.image = { mediaId: picture.id, alt: "Nossa equipe" };
      draft.seo.portfolio.image = { mediaId: picture.id, alt: "Projetos da equipe" };
    });
    await t.request("POST", `${base}/publish`, { cookie: editor.cookie, body: {} });

    const html = await (await t.app.request("/")).text();
    expect(html).toMatch(
      /<source media="\(min-width: 1024px\)" type="image\/avif" srcSet="\/media\//,
    );
    expect(html).toContain('alt="Nossa equipe"');
    expect(html).not.toContain("hero-painel.svg");

    const args = {
      context: pageLoadContext(t),
      request: new Request("http://localhost/portfolio"),
      params: {},
    };
    const { seo } = await portfolioLoader(args as never);
    const tags = portfolioMeta({
      loaderData: { seo },
      location: { pathname: "/portfolio" },
      matches: [{ id: "root", loaderData: { site: t.config.site } }],
    } as never);
    expect(tags).toContainEqual({
      property: "og:image",
      content: `${t.config.site.url.replace(/\/$/, "")}${picture.variants.find((v) => v.kind === "social")!.url}`,
    });
    expect(tags).toContainEqual({ property: "og:image:alt", content: "Projetos da equipe" });

    const deleted = await t.request("DELETE", `/api/admin/media/${picture.id}`, {
      cookie: editor.cookie,
    });
    expect(deleted.status).toBe(200);
    const after = await (await t.app.request("/")).text();
    expect(after).toContain('srcSet="/images/hero-painel.svg"');
    expect(after).toContain('alt="Nossa equipe"');
    expect((await t.request("GET", "/api/content/home")).body.data.hero.image.picture).toBeNull();
  });
});
