import { and, eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteContent } from "../../../db/schema.ts";
import type { PageHandler } from "../../../server/app.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { photo } from "../../../tests/support/test-images.ts";
import { appLoadContext } from "../../lib/app-context.server.ts";
import { localeOfPathname } from "../../lib/locale.ts";
import { siteOrigin } from "../../lib/seo.ts";
import { defaultSiteFacts } from "../../lib/site-facts.ts";
import { createMedia } from "../media/media.server.ts";
import { CookieChoice } from "./components/cookie-choice.tsx";
import { LegalDocument } from "./components/legal-document.tsx";
import { privacyPolicySlots } from "./components/privacy-policy.tsx";
import { legalMeta } from "./legal-meta.ts";
import { legalPage } from "./legal-page.server.ts";

// docs/architecture.md#content: the legal pages show their published documents, rendered by the
// routes' own loader, meta and component (the framework's HTML around them is not needed here).
const pages: PageHandler = async (request, context) => {
  const path = new URL(request.url).pathname;
  const key = path === "/termos-de-servico" || path === "/en/terms" ? "terms" : "privacy";
  const load = context.get(appLoadContext);
  const page = await legalPage(load, key);
  const slots = privacyPolicySlots(
    load.site,
    localeOfPathname(path),
    createElement(CookieChoice, { storageKey: "c" }),
  );
  // Inside a router at the page's path, with the root's site facts, as the app renders it: the
  // cookie choice speaks the page's language.
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "*",
        loader: () => null,
        element: createElement(LegalDocument, { page, slots }),
      },
    ],
    { initialEntries: [path], hydrationData: { loaderData: { root: { site: load.site } } } },
  );
  const body = renderToString(createElement(RouterProvider, { router }));
  const head = legalMeta([], path, path, page)
    .map((tag) =>
      "title" in tag
        ? `<title>${tag.title}</title>`
        : "property" in tag
          ? `<meta property="${tag.property}" content="${tag.content}">`
          : "",
    )
    .join("");
  return new Response(`<!doctype html><html><head>${head}</head><body>${body}</body></html>`, {
    headers: { "content-type": "text/html; charset=utf-8" },
  });
};

let t: TestApp;
let editor: Awaited<ReturnType<TestApp["signIn"]>>;

beforeAll(async () => {
  t = await createTestApp({}, { pages });
  editor = await t.signIn("editor");
});
afterAll(() => t.close());

const text = (value: string, format = 0) => ({ type: "text", text: value, format, version: 1 });
const paragraph = (...children: unknown[]) => ({ type: "paragraph", children, version: 1 });
const heading = (title: string) => ({ type: "heading", tag: "h2", children: [text(title)] });

const generatedIds = ["finalidades", "retencao", "compartilhamento", "cookies"];

/** The text of each section the privacy page generates, by its anchor, tags taken out. */
function generatedSections(html: string): Record<string, string> {
  const sections: Record<string, string> = {};
  for (const [, id, inner] of html.matchAll(/<section id="([^"]+)"[^>]*>([\s\S]*?)<\/section>/g)) {
    if (!generatedIds.includes(id!)) continue;
    sections[id!] = inner!
      .replace(/<!-- -->/g, "")
      .replace(/<[^>]+>/g, " ")
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/\s+/g, " ")
      .trim();
  }
  return sections;
}

async function page(path: string) {
  const response = await t.app.request(path);
  return { response, html: await response.text() };
}

/** Saves a draft of the terms with `change` applied to the published fields. */
async function draftTerms(change: (data: Record<string, unknown>) => Record<string, unknown>) {
  const current = (await t.request("GET", "/api/admin/content/terms", { cookie: editor.cookie }))
    .body.data;
  const saved = await t.request("PUT", "/api/admin/content/terms", {
    cookie: editor.cookie,
    body: { data: change(current.published), version: current.version },
  });
  expect(saved.status).toBe(200);
}

async function publishTerms() {
  const published = await t.request("POST", "/api/admin/content/terms/publish", {
    cookie: editor.cookie,
    body: {},
  });
  expect(published.status).toBe(200);
}

describe("the legal pages", () => {
  it("show revision 1 with the anchors the pages always had and the generated sections", async () => {
    const { response, html } = await page("/politica-de-privacidade");
    expect(response.status).toBe(200);
    const anchors = [...html.matchAll(/<section id="([^"]+)"/g)].map((match) => match[1]);
    expect(anchors).toEqual([
      "controlador",
      "dados-coletados",
      "finalidades",
      "retencao",
      "compartilhamento",
      "transferencia-internacional",
      "estatisticas",
      "cookies",
      "direitos",
      "seguranca",
      "alteracoes",
    ]);
    expect(html).toContain(`CEP ${t.config.site.postalCode}`);
    expect(html).toContain("Rever minha escolha de cookies");
    expect(html).toMatch(/<time dateTime="2023-04-23"/i);
    expect(html).toContain("23 de abril de 2023");
    expect(html).not.toContain("{{");

    const terms = await page("/termos-de-servico");
    expect([...terms.html.matchAll(/<section id="([^"]+)"/g)].map((match) => match[1])).toEqual([
      "aceitacao",
      "servicos",
      "uso-do-site",
      "propostas",
      "contratacao",
      "propriedade-intelectual",
      "portfolio-e-depoimentos",
      "garantia",
      "responsabilidade",
      "privacidade",
      "alteracoes",
      "lei-e-foro",
      "contato",
    ]);
  });

  it("write the privacy policy's generated sections in the page's language", async () => {
    const english = await page("/en/privacy");
    expect(english.response.status).toBe(200);
    const generated = generatedSections(english.html);
    expect(Object.keys(generated)).toEqual(generatedIds);
    expect(english.html).toContain(
      '<th scope="col" class="px-4 py-3 font-semibold">Purpose</th><th scope="col" class="px-4 py-3 font-semibold">Data</th><th scope="col" class="px-4 py-3 font-semibold">Legal basis (LGPD)</th>',
    );
    expect(generated.finalidades).toContain("What we use it for, and on which legal basis");
    expect(generated.finalidades).toContain(
      "Brazil's General Data Protection Law (LGPD, Law No. 13,709/2018)",
    );
    expect(generated.finalidades).toContain(
      "Sending the newsletter Email and name Consent (art. 7, I); unsubscribe whenever you like",
    );
    expect(generated.retencao).toContain(
      `Contact requests: ${t.config.site.privacy.retentionMessagesDays / 365} years from when they are sent`,
    );
    expect(generated.retencao).toContain(
      "Submissions identified as spam are deleted after 30 days.",
    );
    expect(generated.retencao).toContain("are logged for 1 year.");
    expect(generated.compartilhamento).toContain("We do not sell or rent out personal data.");
    expect(generated.cookies).toContain("Review my cookie choice");
    for (const [id, text] of Object.entries(generated)) {
      for (const portuguese of [/ção|ções|ões/, /\b(de|que|não|dias|anos|ano|por|para|em)\b/i]) {
        expect(text, id).not.toMatch(portuguese);
      }
    }

    for (const path of ["/politica-de-privacidade", "/privacidade"]) {
      const portuguese = generatedSections((await page(path)).html);
      expect(Object.keys(portuguese)).toEqual(generatedIds);
      expect(portuguese.finalidades).toContain(
        "Enviar a newsletter E-mail e nome Consentimento (art. 7º, I); cancele quando quiser",
      );
      expect(portuguese.retencao).toContain(
        `Pedidos de contato: ${t.config.site.privacy.retentionMessagesDays / 365} anos a partir do envio`,
      );
      expect(portuguese.retencao).toContain(
        "Envios identificados como spam são excluídos após 30 dias.",
      );
      expect(portuguese.cookies).toContain("Rever minha escolha de cookies");
      expect(Object.values(portuguese).join(" ")).not.toMatch(/\b(days|years|Purpose)\b/);
    }
  });

  it("show each generated section of the privacy policy once, after the rest when its mark is gone", async () => {
    const current = (
      await t.request("GET", "/api/admin/content/privacy", { cookie: editor.cookie })
    ).body.data;
    const nodes = current.published.body.root.children as { children?: { text?: string }[] }[];
    const marks: unknown[] = [
      ...nodes.filter((node) => node.children?.[0]?.text !== "{{retencao}}"),
      paragraph(text("{{cookies}}")),
    ];
    await t.request("PUT", "/api/admin/content/privacy", {
      cookie: editor.cookie,
      body: {
        data: {
          ...current.published,
          body: { root: { ...current.published.body.root, children: marks } },
        },
        version: current.version,
      },
    });
    await t.request("POST", "/api/admin/content/privacy/publish", {
      cookie: editor.cookie,
      body: {},
    });
    const { html } = await page("/politica-de-privacidade");
    const anchors = [...html.matchAll(/<section id="([^"]+)"/g)].map((match) => match[1]);
    expect(anchors.slice(-3)).toEqual(["seguranca", "alteracoes", "retencao"]);
    expect(anchors.filter((anchor) => anchor === "cookies")).toHaveLength(1);
    expect(html.match(/Rever minha escolha de cookies/g)).toHaveLength(1);
  });

  it("a preview link shows the terms' draft with the band; publishing shows it at once", async () => {
    expect((await page("/termos-de-servico")).html).toContain("Aceitação dos termos");
    await draftTerms((data) => ({
      ...data,
      title: "Termos revistos",
      lastUpdated: "2026-11-29",
      body: {
        root: {
          ...(data.body as { root: object }).root,
          children: [
            ...(data.body as { root: { children: unknown[] } }).root.children,
            heading("Cláusula nova"),
            paragraph(text("Vale a partir de hoje.")),
          ],
        },
      },
    }));
    const before = (await page("/termos-de-servico")).html;
    expect(before).not.toContain("Cláusula nova");
    expect(before).toContain("Termos de Serviço");

    const link = await t.request("POST", "/api/admin/content/terms/preview", {
      cookie: editor.cookie,
    });
    const url = new URL(link.body.data.url);
    expect(url.pathname).toBe("/termos-de-servico");
    const preview = await page(url.pathname + url.search);
    expect(preview.response.status).toBe(200);
    expect(preview.response.headers.get("cache-control")).toBe("no-store");
    expect(preview.html).toContain("Pré-visualização");
    expect(preview.html).toContain('<section id="clausula-nova"');
    expect(preview.html).toContain("Vale a partir de hoje.");
    expect(preview.html).toContain("29 de novembro de 2026");

    await publishTerms();
    const after = (await page("/termos-de-servico")).html;
    expect(after).toContain("<title>Termos de Serviço | Nexo Digital</title>");
    expect(after).toContain("Termos revistos");
    expect(after).toContain("Vale a partir de hoje.");
    expect(after).not.toContain("Pré-visualização");
  });

  it("share the document's image as an absolute og:image, its social crop; none chosen, none", async () => {
    expect((await page("/termos-de-servico")).html).not.toContain("og:image");
    const image = await createMedia(t.db, {
      bytes: await photo(1600, 900).jpeg().toBuffer(),
      fileName: "contrato.jpg",
      alt: null,
    });
    const social = image.variants.find((variant) => variant.kind === "social")!.url;
    await draftTerms((data) => ({
      ...data,
      seo: {
        title: "Termos e condições",
        description: "Como contratamos.",
        image: { mediaId: image.id, alt: "Contrato assinado" },
      },
    }));
    await publishTerms();
    const { html } = await page("/termos-de-servico");
    expect(html).toContain("<title>Termos e condições | Nexo Digital</title>");
    expect(html).toContain(
      `<meta property="og:image" content="${siteOrigin(defaultSiteFacts)}${social}">`,
    );
    expect(html).toContain('<meta property="og:image:alt" content="Contrato assinado">');
  }, 180_000);

  it("let no script, style or event attribute out of hostile rich text", async () => {
    const hostile = [
      heading('"><script>alert(1)</script>'),
      paragraph(
        text("<script>alert(1)</script>"),
        text('"><img src=x onerror=alert(1)>', 1),
        { type: "link", url: '/x" onmouseover="alert(1)', children: [text("a")] },
        { type: "link", url: '#"><svg onload=alert(1)>', children: [text("b")] },
      ),
      { ...paragraph(text("c")), onclick: "alert(1)", style: "color:red" },
      { type: "quote", children: [text("d")], onmouseover: "alert(1)" },
    ];
    await draftTerms((data) => ({ ...data, body: { root: { type: "root", children: hostile } } }));
    await publishTerms();
    const { html } = await page("/termos-de-servico");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    const article = /<article[^>]*>([\s\S]*)<\/article>/.exec(html)![1]!;
    // Every attribute value is quoted with its quotes escaped: `name="…"` pairs read them all.
    for (const tag of article.match(/<[a-z][^>]*>/gi) ?? []) {
      expect(tag).not.toMatch(/^<(script|style|img|svg|iframe)/i);
      const attributes = [...tag.matchAll(/\s([^\s=>]+)(?:="([^"]*)")?/g)];
      for (const [, name, value] of attributes) {
        expect(["id", "class", "href", "rel", "aria-labelledby"]).toContain(name);
        expect(value ?? "").not.toMatch(/^\s*(javascript|data):/i);
      }
    }

    // Altered behind the API (the save would refuse it): the body renders as nothing.
    await t.db
      .update(siteContent)
      .set({
        published: {
          ...(await legalBody()),
          body: { root: { type: "root", children: [{ type: "script", children: [text("x")] }] } },
        },
      })
      .where(and(eq(siteContent.key, "terms"), eq(siteContent.locale, "pt-BR")));
    const altered = (await page("/termos-de-servico?depois=1")).html;
    expect(/<article[^>]*>([\s\S]*)<\/article>/.exec(altered)![1]).toBe("");
  });
});

async function legalBody() {
  const [row] = await t.db
    .select({ published: siteContent.published })
    .from(siteContent)
    .where(eq(siteContent.key, "terms"));
  return row!.published as Record<string, unknown>;
}
