import { describe, expect, it } from "vitest";
import { defaultSiteFacts } from "../../lib/site-facts.ts";
import { legalSeed } from "./legal-seed.ts";
import { anchorOf, renderRichText, renderRichTextSections } from "./rich-text.server.ts";

const text = (value: string, format = 0) => ({ type: "text", text: value, format });
const root = (...children: unknown[]) => ({ root: { type: "root", children } });
const paragraph = (...children: unknown[]) => ({ type: "paragraph", children });

describe("rich text renderer", () => {
  it("renders the allowed nodes and formats, escaping every text", () => {
    const html = renderRichText(
      root(
        { type: "heading", tag: "h2", children: [text("Quem cuida dos seus dados")] },
        paragraph(text("<b>a</b> & "), text("negrito", 1), text("itálico", 2)),
        {
          type: "list",
          listType: "bullet",
          children: [{ type: "listitem", children: [text("um")] }],
        },
        paragraph({ type: "link", url: "mailto:a@b.com", children: [text("e-mail")] }),
      ),
    );
    expect(html).toBe(
      '<h2 id="quem-cuida-dos-seus-dados">Quem cuida dos seus dados</h2>' +
        "<p>&lt;b&gt;a&lt;/b&gt; &amp; <strong>negrito</strong><em>itálico</em></p>" +
        "<ul><li>um</li></ul>" +
        '<p><a href="mailto:a@b.com">e-mail</a></p>',
    );
  });

  it("lets no script, style, event attribute or unsafe link through", () => {
    const hostile = [
      root({ type: "script", children: [text("alert(1)")] }),
      root(paragraph({ type: "link", url: "javascript:alert(1)", children: [text("x")] })),
      root(paragraph({ type: "link", url: " data:text/html,<script>", children: [text("x")] })),
      root({ type: "paragraph", style: "color:red", onclick: "alert(1)", children: [text("x")] }),
      root(paragraph({ ...text("x"), style: "background:url(javascript:alert(1))" })),
      root(paragraph(text('"><img src=x onerror=alert(1)>'))),
    ];
    const allowedTag =
      /^<\/?(p|h[234]|ul|ol|li|a|strong|em|s|u|code|blockquote|br)( (id|href|rel)="[^"<>]*")*>$/;
    for (const state of hostile) {
      const html = renderRichText(state);
      for (const tag of html.match(/<[^>]*>/g) ?? []) expect(tag).toMatch(allowedTag);
      expect(html).not.toMatch(/href="(javascript|data):/i);
    }
  });

  it("renders nothing for a tree too deep or too large", () => {
    let deep: unknown = text("fundo");
    for (let i = 0; i < 40; i++) deep = { type: "quote", children: [deep] };
    expect(renderRichText(root(deep))).toBe("");
    expect(renderRichText(root(paragraph(text("a".repeat(1_000_000)))))).toBe("");
    expect(renderRichText({ root: "x" })).toBe("");
  });

  it("puts generated sections in their slots and renders the seeded legal texts", () => {
    const privacy = legalSeed("privacy", defaultSiteFacts);
    const slots = Object.fromEntries(
      ["finalidades", "retencao", "compartilhamento", "cookies"].map((id) => [
        id,
        `<section id="${id}"></section>`,
      ]),
    );
    const html = renderRichText(privacy.body, slots);
    expect(html).toContain('<section id="retencao"></section>');
    expect(html).toContain('<h2 id="quem-cuida-dos-seus-dados">');
    expect(html).toContain(defaultSiteFacts.email);
    expect(html).not.toContain("{{");
    expect(anchorOf("Uso do site")).toBe("uso-do-site");
  });

  it("cuts a document into sections at its h2 headings and its slots' marks", () => {
    const h2 = (title: string) => ({ type: "heading", tag: "h2", children: [text(title)] });
    const state = root(
      paragraph(text("Antes de tudo.")),
      h2("Uso do site"),
      paragraph(text("Regras.")),
      { type: "heading", tag: "h3", children: [text("Detalhe")] },
      paragraph(text("{{cookies}}")),
      paragraph(text("Depois dos cookies.")),
      h2("  "),
      paragraph(text("{{cookies}}")),
      paragraph(text("{{outro}}")),
    );
    expect(renderRichTextSections(state, ["cookies"])).toEqual({
      lead: "<p>Antes de tudo.</p>",
      sections: [
        {
          kind: "heading",
          title: "Uso do site",
          anchor: "uso-do-site",
          html: '<p>Regras.</p><h3 id="detalhe">Detalhe</h3>',
        },
        // A second mark of a slot shows nothing, nor does an empty h2; an unknown mark stays text.
        { kind: "slot", slot: "cookies", html: "<p>Depois dos cookies.</p><p>{{outro}}</p>" },
      ],
    });
    expect(renderRichTextSections(root({ type: "script", children: [] }), ["cookies"])).toEqual({
      lead: "",
      sections: [],
    });
  });
});
