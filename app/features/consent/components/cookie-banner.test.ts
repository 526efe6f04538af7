import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { localePaths } from "../../../lib/locale-paths.ts";
import { defaultSiteFacts } from "../../../lib/site-facts.ts";
import CookieBanner from "./cookie-banner.tsx";

/** The notice on a page at `path` of a site answering pt-BR and English. */
const render = (adsOffered: boolean, path = "/") => {
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "*",
        loader: () => null,
        element: createElement(CookieBanner, { adsOffered, onChoose: () => {}, onClose: () => {} }),
      },
    ],
    {
      initialEntries: [path],
      hydrationData: {
        loaderData: { root: { site: { ...defaultSiteFacts, locales: [...localePaths] } } },
      },
    },
  );
  return renderToStaticMarkup(createElement(RouterProvider, { router }));
};

/** The notice's buttons by name: their aria-label, else their text (SPEC: two choices and a close button). */
const buttons = (html: string) =>
  [...html.matchAll(/<button([^>]*)>([\s\S]*?)<\/button>/g)].map(
    ([, attributes, content]) =>
      attributes!.match(/aria-label="([^"]+)"/)?.[1] ?? content!.replace(/<[^>]+>/g, ""),
  );

describe("CookieBanner (docs/product.md#cookie-notice, decision 0038)", () => {
  it("with an ads id, asks about advertising cookies", () => {
    const html = render(true);
    expect(html).toContain("Sua privacidade importa");
    expect(html).toContain(
      "Usamos cookies essenciais para o site funcionar e, com a sua permissão, cookies de publicidade para medir nossas campanhas.",
    );
    expect(html).toContain('href="/privacidade"');
    expect(buttons(html)).toEqual([
      "Apenas Essenciais",
      "Aceitar Todos",
      "Fechar aviso de cookies",
    ]);
  });

  it("without one, says only essential cookies are used, with the same buttons", () => {
    const html = render(false);
    expect(html).toContain(
      "Usamos apenas cookies essenciais, necessários para o site funcionar, e nenhum de publicidade.",
    );
    expect(html).not.toContain("com a sua permissão");
    expect(html).toContain('href="/privacidade"');
    expect(buttons(html)).toEqual([
      "Apenas Essenciais",
      "Aceitar Todos",
      "Fechar aviso de cookies",
    ]);
  });

  it("on an English page, speaks English and links to the English privacy policy", () => {
    const html = render(true, "/en/portfolio");
    expect(html).toContain("Your privacy matters");
    expect(html).toContain(
      "We use essential cookies to make the website work and, with your permission, advertising cookies to measure our campaigns.",
    );
    expect(html).toContain('href="/en/privacy"');
    expect(html).not.toContain("privacidade");
    expect(buttons(html)).toEqual(["Essential Only", "Accept All", "Close the cookie notice"]);
    expect(render(false, "/en")).toContain(
      "We use only essential cookies, needed for the website to work, and no advertising ones.",
    );
  });
});
