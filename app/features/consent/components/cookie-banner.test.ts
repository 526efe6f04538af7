import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import CookieBanner from "./cookie-banner.tsx";

const render = (adsOffered: boolean) =>
  renderToStaticMarkup(
    createElement(
      MemoryRouter,
      null,
      createElement(CookieBanner, { adsOffered, onChoose: () => {}, onClose: () => {} }),
    ),
  );

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
});
