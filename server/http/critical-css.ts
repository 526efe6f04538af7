import { readFileSync } from "node:fs";
import { join, normalize } from "node:path";
import { type CssNode, parseStylesheet, type Variable, variablesRead } from "./css-syntax.ts";

/**
 * Critical CSS (docs/performance.md#first-paint): a rendered page carries, inline, the rules of
 * the site's stylesheet that its own markup can match, and the stylesheet itself waits for the
 * scripts: its link is `disabled` (not even fetched) until app/entry.client.tsx turns it on, for
 * what the first render did not show (other routes, dialogs). A phone paints as soon as the HTML
 * arrives instead of waiting one more round trip for ~12 KB of CSS that is mostly the back
 * office's; without JavaScript, every page still comes with all the rules it can use.
 *
 * The stylesheet is Tailwind's build: flat style rules inside @layer, @media and @supports
 * blocks. A rule is kept when, for one of its selectors, every class it requires is in the
 * page's class attributes; rules that require no class (the reset, element and attribute
 * selectors) and every @keyframes are always kept, @font-face when the page holds a character of
 * its unicode-range, @property when a kept rule reads it. Doubt keeps a rule: classes under
 * :not(), :has() or a list inside :is()/:where() are not required.
 */

/** What of a page decides the rules it needs: its classes, and the characters it holds. */
export interface PageFacts {
  classes: ReadonlySet<string>;
  /** Every code point of the page, markup included (a superset of its text). */
  codePoints: ReadonlySet<number>;
  /** The custom properties the page's markup reads itself (style="…var(--glow)…"). */
  variablesRead: readonly string[];
}

export function pageFacts(html: string): PageFacts {
  const codePoints = new Set<number>();
  for (const char of html) codePoints.add(char.codePointAt(0)!);
  return { classes: pageClasses(html), codePoints, variablesRead: variablesRead(html) };
}

/** `unicode-range: U+0000-00FF, U+0131, U+4??` as [first, last] pairs. */
function unicodeRanges(fontFace: string): [number, number][] | undefined {
  const declaration = /unicode-range:([^;}]+)/i.exec(fontFace)?.[1];
  if (!declaration) return undefined;
  return declaration.split(",").map((part) => {
    const [from = "", to] = part.trim().replace(/^u\+/i, "").split("-");
    if (to !== undefined) return [Number.parseInt(from, 16), Number.parseInt(to, 16)];
    return [
      Number.parseInt(from.replace(/\?/g, "0"), 16),
      Number.parseInt(from.replace(/\?/g, "f"), 16),
    ];
  });
}

/** A face is fetched only for characters in its range: one the page never shows can wait. */
function faceUsed(fontFace: string, codePoints: ReadonlySet<number>): boolean {
  const ranges = unicodeRanges(fontFace);
  if (!ranges) return true;
  for (const point of codePoints) {
    if (ranges.some(([first, last]) => point >= first && point <= last)) return true;
  }
  return false;
}

type Rule = Extract<CssNode, { kind: "rule" }>;

const registeredProperty = /^@property\s+(--[\w-]+)/i;

function matches(rule: Rule, page: PageFacts): boolean {
  return rule.alternatives.some((required) => required.every((name) => page.classes.has(name)));
}

/** Kept whatever the variables read, or never: every node but the theme's and @property. */
function keepsOutright(node: Exclude<CssNode, { kind: "group" }>, page: PageFacts): boolean {
  if (node.kind === "rule") return matches(node, page);
  return !/^@font-face\b/i.test(node.text) || faceUsed(node.text, page.codePoints);
}

/**
 * The custom properties the page needs: those its kept rules and its own markup read, and those
 * their declarations in the theme read in turn.
 */
function variablesNeeded(nodes: CssNode[], page: PageFacts): Set<string> {
  const read = new Set(page.variablesRead);
  const declared: Variable[] = [];
  const visit = (list: CssNode[]) => {
    for (const node of list) {
      if (node.kind === "group") visit(node.children);
      else if (node.kind === "rule" && node.variables) {
        if (matches(node, page)) declared.push(...node.variables.declarations);
      } else if (!registeredProperty.test(node.text) && keepsOutright(node, page)) {
        for (const name of variablesRead(node.text)) read.add(name);
      }
    }
  };
  visit(nodes);
  for (let grew = true; grew; ) {
    grew = false;
    for (const variable of declared) {
      if (!read.has(variable.name)) continue;
      for (const name of variable.reads) {
        if (!read.has(name)) {
          read.add(name);
          grew = true;
        }
      }
    }
  }
  return read;
}

function selectRules(nodes: CssNode[], page: PageFacts, needed: ReadonlySet<string>): string {
  let css = "";
  for (const node of nodes) {
    if (node.kind === "group") {
      const inner = selectRules(node.children, page, needed);
      // An empty @layer block still fixes the layers' order for the full stylesheet to come.
      if (inner || node.prelude.toLowerCase().startsWith("@layer")) {
        css += `${node.prelude}{${inner}}`;
      }
    } else if (node.kind === "rule" && node.variables) {
      if (!matches(node, page)) continue;
      const kept = node.variables.declarations.filter((variable) => needed.has(variable.name));
      if (kept.length > 0)
        css += `${node.variables.selector}{${kept.map((v) => v.text).join(";")}}`;
    } else if (node.kind === "always" && registeredProperty.test(node.text)) {
      if (needed.has(registeredProperty.exec(node.text)![1]!)) css += node.text;
    } else if (keepsOutright(node, page)) css += node.text;
  }
  return css;
}

/**
 * The rules of `nodes` the page can use, as CSS: the style rules its classes can match, the
 * font faces whose range holds one of its characters; of the rules that only declare custom
 * properties (the theme's colours, fonts, spacing) and of the registered ones (@property), the
 * properties that the kept rules or the page's own style attributes read, directly or through
 * another property.
 */
export function criticalRules(nodes: CssNode[], page: PageFacts): string {
  return selectRules(nodes, page, variablesNeeded(nodes, page));
}

const entities: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
};

function decodeAttribute(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] === "#") {
      const code =
        entity[1] === "x" || entity[1] === "X"
          ? Number.parseInt(entity.slice(2), 16)
          : Number.parseInt(entity.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return entities[entity.toLowerCase()] ?? whole;
  });
}

/** Every class named in the page's `class` attributes. */
export function pageClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, quoted, bare] of html.matchAll(/\sclass=(?:"([^"]*)"|([^\s>"']+))/g)) {
    for (const name of decodeAttribute(quoted ?? bare ?? "").split(/\s+/)) {
      if (name) classes.add(name);
    }
  }
  return classes;
}

/**
 * A face the browser downloads (its `src` has a `url()`), not a stand-in from the system's fonts.
 * The page's web faces get a <style> of their own, so that a page whose scripts wait for its
 * first paint can hold them back too (server/http/deferred-scripts.ts).
 */
function isWebFontFace(node: CssNode): boolean {
  return node.kind === "always" && /^@font-face\b/i.test(node.text) && /\burl\(/i.test(node.text);
}

/** CSS as the text of a <style> element, which no "</style" inside it can end early. */
function inlineStyle(css: string): string {
  return css.replace(/<\/style/gi, "<\\/style");
}

// React renders the stylesheets of `links()` exactly so: rel, then href.
const stylesheetLink = /<link rel="stylesheet" href="(\/assets\/[^"?#]+\.css)"\/>/g;

/**
 * Inlines each built stylesheet's critical rules before its link and disables the link. The link
 * stays where React rendered it (hydration finds it by rel and href, and leaves attributes it did
 * not render alone); the extra <style> beside it in <head> is skipped by React's hydration.
 */
export function criticalCss(clientDir: string): (html: string) => string {
  /** A built stylesheet's rules, its web font faces apart; null for a file not in the build. */
  type Parsed = { rules: CssNode[]; webFonts: CssNode[] } | null;
  const stylesheets = new Map<string, Parsed>();
  const stylesheet = (href: string): Parsed => {
    if (!stylesheets.has(href)) {
      const path = normalize(join(clientDir, href));
      let parsed: Parsed = null;
      try {
        if (path.startsWith(normalize(join(clientDir, "assets")))) {
          const nodes = parseStylesheet(readFileSync(path, "utf8"));
          parsed = {
            rules: nodes.filter((node) => !isWebFontFace(node)),
            webFonts: nodes.filter(isWebFontFace),
          };
        }
      } catch {
        // A link to a file that is not in this build stays a plain, blocking stylesheet.
      }
      stylesheets.set(href, parsed);
    }
    return stylesheets.get(href) ?? null;
  };

  return (html) => {
    const headEnd = html.indexOf("</head>");
    if (headEnd === -1) return html;
    let page: PageFacts | undefined;
    const head = html.slice(0, headEnd).replace(stylesheetLink, (link, href: string) => {
      const parsed = stylesheet(href);
      if (!parsed) return link;
      page ??= pageFacts(html);
      const rules = inlineStyle(criticalRules(parsed.rules, page));
      const webFonts = inlineStyle(criticalRules(parsed.webFonts, page));
      return `<style>${rules}</style>${webFonts ? `<style data-web-fonts="">${webFonts}</style>` : ""}<link rel="stylesheet" href="${href}" disabled="" data-deferred-stylesheet=""/>`;
    });
    return head + html.slice(headEnd);
  };
}
