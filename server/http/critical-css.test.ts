import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { criticalCss, criticalRules, pageClasses, pageFacts } from "./critical-css.ts";
import { parseStylesheet, requiredClasses } from "./css-syntax.ts";

// The shapes Tailwind's build writes: layers, escaped class names, variants, nested @media.
const stylesheet = [
  "/*! tailwindcss */",
  "@layer properties{@supports (-webkit-hyphens:none){*,:before{--tw-x:0}}}",
  "@layer theme{:root,:host{--color-ink:#111;--color-lime:#cf5;--font-sans:Inter, sans-serif;--default-font:var(--font-sans)}}",
  "@layer base{*,:after{box-sizing:border-box}h1{font-size:2rem}html{font-family:var(--default-font)}}",
  "@layer components{.btn{padding:1rem}}",
  "@layer utilities{",
  ".flex{display:flex}",
  ".text-ink{color:var(--color-ink)}",
  ".text-lime{color:var(--color-lime)}",
  ".hidden{display:none}",
  ".text-\\[clamp\\(2rem\\,10\\.5vw\\,2\\.5rem\\)\\]{font-size:clamp(2rem,10.5vw,2.5rem)}",
  ".\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}",
  ".\\32 xl\\:block{display:block}",
  "@media (width>=40rem){.sm\\:grid{display:grid}.sm\\:hidden{display:none}}",
  "@media (hover:hover){:is(:where(.group):hover .group-hover\\:underline){text-decoration:underline}}",
  ".space-y-2>:not(:last-child){margin-bottom:.5rem}",
  ".peer:not(.is-open)~.peer-closed\\:hidden{display:none}",
  ".a,.b{color:red}",
  '.before\\:content-\\[\\"\\}\\"\\]:before{content:"}"}',
  ".translate-x-2{--tw-x:.5rem;translate:var(--tw-x) var(--tw-y)}",
  "}",
  "@font-face{font-family:Inter;src:url(/assets/inter.woff2)}",
  "@font-face{font-family:Inter;src:url(/assets/inter-latin.woff2);unicode-range:U+0000-00FF,U+2013}",
  "@font-face{font-family:Inter;src:url(/assets/inter-greek.woff2);unicode-range:U+0370-03FF}",
  "@font-face{font-family:Emoji;src:url(/assets/emoji.woff2);unicode-range:U+1F6??}",
  "@keyframes spin{to{transform:rotate(360deg)}}",
  '@property --tw-x{syntax:"*";inherits:false}',
  '@property --tw-y{syntax:"*";inherits:false;initial-value:0}',
  '@property --tw-z{syntax:"*";inherits:false}',
].join("");

const tree = parseStylesheet(stylesheet);
const critical = (classes: string[], text = "Olá") =>
  criticalRules(tree, { ...pageFacts(text), classes: new Set(classes) });

describe("requiredClasses", () => {
  it("reads escaped Tailwind class names back to what the markup writes", () => {
    expect(requiredClasses(".text-\\[clamp\\(2rem\\,10\\.5vw\\,2\\.5rem\\)\\]")).toEqual([
      "text-[clamp(2rem,10.5vw,2.5rem)]",
    ]);
    expect(requiredClasses(".\\[\\&\\>svg\\]\\:size-4>svg")).toEqual(["[&>svg]:size-4"]);
    expect(requiredClasses(".\\32 xl\\:block")).toEqual(["2xl:block"]);
  });

  it("requires a single selector inside :is()/:where(), never what :not() or a list names", () => {
    expect(requiredClasses(":is(:where(.group):hover .group-hover\\:underline)")).toEqual([
      "group",
      "group-hover:underline",
    ]);
    expect(requiredClasses(".peer:not(.is-open)~.peer-closed\\:hidden")).toEqual([
      "peer",
      "peer-closed:hidden",
    ]);
    expect(requiredClasses(":is(.a,.b) p")).toEqual([]);
    expect(requiredClasses('[data-x=".y"] .z')).toEqual(["z"]);
  });
});

describe("criticalRules", () => {
  it("keeps the rules the page's classes can match, in the stylesheet's order", () => {
    const css = critical(["flex", "sm:grid", "group", "group-hover:underline"]);
    expect(css).toContain(".flex{display:flex}");
    expect(css).toContain("@media (width>=40rem){.sm\\:grid{display:grid}}");
    expect(css).toContain(":is(:where(.group):hover .group-hover\\:underline)");
    expect(css).not.toContain(".hidden{");
    expect(css).not.toContain(".sm\\:hidden");
    expect(css).not.toContain(".btn{");
    expect(css.indexOf(".flex{")).toBeLessThan(css.indexOf(".sm\\:grid{"));
  });

  it("always keeps the reset, the theme and keyframes", () => {
    const css = critical([]);
    expect(css).toContain(
      ":root,:host{--font-sans:Inter, sans-serif;--default-font:var(--font-sans)}",
    );
    expect(css).toContain("h1{font-size:2rem}");
    expect(css).toContain("@keyframes spin{to{transform:rotate(360deg)}}");
    expect(css).not.toContain("tailwindcss");
  });

  it("declares the theme's custom properties that a kept rule or the page reads", () => {
    expect(critical(["text-ink"])).toContain(
      ":root,:host{--color-ink:#111;--font-sans:Inter, sans-serif;--default-font:var(--font-sans)}",
    );
    expect(critical([], '<p style="color:var(--color-lime)">Olá</p>')).toContain(
      ":root,:host{--color-lime:#cf5;--font-sans",
    );
    expect(critical(["translate-x-2"])).toContain(
      "@supports (-webkit-hyphens:none){*,:before{--tw-x:0}}",
    );
    expect(critical([])).toContain("@layer properties{}@layer theme");
  });

  it("keeps a font face without a range, or whose range holds a character of the page", () => {
    const latin = critical([], "Olá – tudo bem");
    expect(latin).toContain("url(/assets/inter.woff2)");
    expect(latin).toContain("url(/assets/inter-latin.woff2)");
    expect(latin).not.toContain("inter-greek");
    expect(latin).not.toContain("emoji");
    expect(critical([], "Ωmega")).toContain("url(/assets/inter-greek.woff2)");
    expect(critical([], "Oi 🙂")).toContain("url(/assets/emoji.woff2)");
    expect(critical([], "\u2013")).toContain("inter-latin");
  });

  it("keeps a registered property when a kept rule reads it", () => {
    const without = critical([]);
    expect(without).not.toContain("@property");
    const css = critical(["translate-x-2"]);
    expect(css).toContain('@property --tw-x{syntax:"*";inherits:false}');
    expect(css).toContain('@property --tw-y{syntax:"*";inherits:false;initial-value:0}');
    expect(css).not.toContain("--tw-z");
    expect(css.endsWith('@property --tw-y{syntax:"*";inherits:false;initial-value:0}')).toBe(true);
  });

  it("keeps an emptied @layer, so the layers' order stays the stylesheet's", () => {
    expect(critical([])).toContain("@layer components{}@layer utilities{");
  });

  it("keeps a rule when one selector of its list can match", () => {
    expect(critical(["b"])).toContain(".a,.b{color:red}");
    expect(critical(["c"])).not.toContain(".a,.b{");
  });

  it("reads braces inside strings and escapes as text", () => {
    const css = critical(['before:content-["}"]', "flex"]);
    expect(css).toContain('.before\\:content-\\[\\"\\}\\"\\]:before{content:"}"}');
    expect(css).toContain(".flex{display:flex}");
  });

  it("keeps every rule when every class is there", () => {
    const everything = critical(
      [
        "flex",
        "hidden",
        "text-[clamp(2rem,10.5vw,2.5rem)]",
        "[&>svg]:size-4",
        "2xl:block",
        "sm:grid",
        "sm:hidden",
        "group",
        "group-hover:underline",
        "space-y-2",
        "peer",
        "peer-closed:hidden",
        "a",
        'before:content-["}"]',
        "translate-x-2",
        "btn",
        "text-ink",
        "text-lime",
      ],
      "Olá Ω 🙂",
    );
    expect(everything).toBe(
      stylesheet
        .replace("/*! tailwindcss */", "")
        .replace('@property --tw-z{syntax:"*";inherits:false}', ""),
    );
  });
});

describe("pageClasses", () => {
  it("reads every class attribute, entities decoded", () => {
    const html =
      '<div class="flex  sm:grid"><svg class="[&amp;&gt;svg]:size-4"></svg><p class=hidden>x</p>' +
      '<p data-class="no">y</p><span class="text-[clamp(2rem,10.5vw,2.5rem)] before:content-[&quot;}&quot;]"></span></div>';
    expect([...pageClasses(html)].sort()).toEqual(
      [
        "flex",
        "sm:grid",
        "[&>svg]:size-4",
        "hidden",
        "text-[clamp(2rem,10.5vw,2.5rem)]",
        'before:content-["}"]',
      ].sort(),
    );
  });
});

describe("criticalCss", () => {
  const clientDir = mkdtempSync(join(tmpdir(), "critical-css-"));
  mkdirSync(join(clientDir, "assets"));
  writeFileSync(join(clientDir, "assets", "root-abc.css"), stylesheet);
  writeFileSync(join(clientDir, "secret.css"), ".flex{color:red}");
  const inline = criticalCss(clientDir);
  const page = (head: string) =>
    `<!DOCTYPE html><html><head><title>x</title>${head}</head><body><div class="flex sm:grid">Olá</div></body></html>`;

  it("puts the page's rules inline and disables the stylesheet's link, where React rendered it", () => {
    const html = inline(
      page('<link rel="stylesheet" href="/assets/root-abc.css"/><link rel="icon" href="/f.svg"/>'),
    );
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toMatch(
      /<title>x<\/title><style>[^<]*\.flex\{display:flex\}[^<]*<\/style><style data-web-fonts="">[^<]*<\/style><link rel="stylesheet" href="\/assets\/root-abc.css" disabled="" data-deferred-stylesheet=""\/><link rel="icon"/,
    );
    expect(head).not.toContain(".hidden{");
    expect(html.slice(html.indexOf("</head>"))).toBe(
      '</head><body><div class="flex sm:grid">Olá</div></body></html>',
    );
  });

  it("gives the page's web font faces a style of their own; stand-ins from local fonts stay", () => {
    writeFileSync(
      join(clientDir, "assets", "fonts.css"),
      "@font-face{font-family:Inter Fallback;src:local(Arial)}@font-face{font-family:Inter;src:url(/assets/inter-latin.woff2);unicode-range:U+0000-00FF}@font-face{font-family:Inter;src:url(/assets/inter-greek.woff2);unicode-range:U+0370-03FF}.flex{display:flex}",
    );
    const html = inline(page('<link rel="stylesheet" href="/assets/fonts.css"/>'));
    expect(html).toContain(
      '<style>@font-face{font-family:Inter Fallback;src:local(Arial)}.flex{display:flex}</style><style data-web-fonts="">@font-face{font-family:Inter;src:url(/assets/inter-latin.woff2);unicode-range:U+0000-00FF}</style><link rel="stylesheet" href="/assets/fonts.css"',
    );
    // A page whose characters need no web face gets no empty style for them.
    writeFileSync(
      join(clientDir, "assets", "local.css"),
      "@font-face{font-family:X;src:local(Arial)}",
    );
    expect(inline(page('<link rel="stylesheet" href="/assets/local.css"/>'))).not.toContain(
      "data-web-fonts",
    );
  });

  it("leaves a link to a file outside the build's assets, or missing, as it is", () => {
    for (const href of ["/assets/missing.css", "/assets/../secret.css"]) {
      const html = page(`<link rel="stylesheet" href="${href}"/>`);
      expect(inline(html)).toBe(html);
    }
  });

  it("leaves a page without a stylesheet, or without a head, as it is", () => {
    expect(inline(page(""))).toBe(page(""));
    expect(inline("<p class=flex>Olá</p>")).toBe("<p class=flex>Olá</p>");
  });

  it("a rule whose text closes the style element cannot end it early", () => {
    writeFileSync(join(clientDir, "assets", "odd.css"), '.x:before{content:"</style><script>"}');
    const html = inline(
      `<html><head><link rel="stylesheet" href="/assets/odd.css"/></head><body><p class="x"></p></body></html>`,
    );
    expect(html).toContain('<style>.x:before{content:"<\\/style><script>"}</style>');
  });
});
