import { gzipSync } from "node:zlib";
import { deferredModuleText } from "../../server/http/deferred-scripts.ts";

/**
 * First-load JavaScript of a page (docs/architecture.md#performance-budgets budget): every script the served HTML makes the
 * browser fetch before the page is interactive, sized as gzip. That is the `<script type=module
 * src>` and `<link rel=modulepreload>` the HTML names, the static imports of its inline module
 * scripts (React Router's hydration script imports the route modules), and, for safety, the static
 * imports of those files in turn, plus the inline scripts themselves (React Router's context and
 * loader data), counted as one entry since the browser parses them before hydrating. JSON-LD is
 * data, not script, and is left out. Dynamic `import()` is left out (it loads later, on demand),
 * except the bootstrap's import of the client entry, without which nothing hydrates.
 * The production server adds the hydration script after the first paint (server/http/deferred-scripts.ts):
 * its imports are counted all the same, since the page is not interactive without them.
 */

export interface LoadedScript {
  url: string;
  bytes: number;
  gzipBytes: number;
}

export interface FirstLoadJs {
  scripts: LoadedScript[];
  bytes: number;
  gzipBytes: number;
}

const scriptTag = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const linkTag = /<link\b([^>]*)>/gi;
// `import x from "y"`, `import "y"`, `export * from "y"` in source or minified output.
const staticImport =
  /(?:^|[;\n}])\s*(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"'\n]+\.m?js)["']/g;

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(
    attributes,
  );
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

function importsOf(source: string): string[] {
  return [...source.matchAll(staticImport)].map((match) => match[1]!);
}

// React Router's bootstrap ends with `import("/assets/entry.client-….js")`, which hydrates.
const dynamicImport = /\bimport\(\s*["']([^"'\n]+\.m?js)["']\s*\)/g;

/** What an inline module script loads: its static imports, and the entry it imports to hydrate. */
function bootstrapImports(source: string): string[] {
  return [...importsOf(source), ...[...source.matchAll(dynamicImport)].map((match) => match[1]!)];
}

/** The script URLs (absolute) a page's HTML makes the browser load up front. */
export function scriptsNamedInHtml(html: string, pageUrl: string): string[] {
  const found = new Set<string>();
  const add = (href: string) => found.add(new URL(href, pageUrl).href);

  for (const [, attributes = "", body = ""] of html.matchAll(scriptTag)) {
    const deferred = deferredModuleText(body);
    if (deferred !== undefined) for (const imported of bootstrapImports(deferred)) add(imported);
    if (attribute(attributes, "type") !== "module") continue;
    const src = attribute(attributes, "src");
    if (src) add(src);
    else for (const imported of bootstrapImports(body)) add(imported);
  }
  for (const [, attributes = ""] of html.matchAll(linkTag)) {
    const href = attribute(attributes, "href");
    if (href && attribute(attributes, "rel")?.toLowerCase() === "modulepreload") add(href);
  }
  return [...found];
}

/** The inline scripts' text, joined: what the HTML itself asks the browser to run. */
export function inlineScriptText(html: string): string {
  return [...html.matchAll(scriptTag)]
    .filter(([, attributes = ""]) => {
      const type = attribute(attributes, "type")?.toLowerCase();
      return !attribute(attributes, "src") && type !== "application/ld+json";
    })
    .map(([, , body = ""]) => body)
    .join("\n");
}

/** Fetches the page and every script it loads up front, and sizes them as gzip (level 9). */
export async function measureFirstLoadJs(pageUrl: string): Promise<FirstLoadJs> {
  const page = await fetch(pageUrl);
  if (!page.ok) throw new Error(`GET ${pageUrl} answered ${page.status}`);
  const html = await page.text();
  const pending = scriptsNamedInHtml(html, pageUrl);
  const seen = new Set(pending);
  const inline = Buffer.from(inlineScriptText(html));
  const scripts: LoadedScript[] = [
    {
      url: `${pageUrl}#inline-scripts`,
      bytes: inline.length,
      gzipBytes: gzipSync(inline, { level: 9 }).length,
    },
  ];

  while (pending.length > 0) {
    const url = pending.shift()!;
    const response = await fetch(url);
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    const body = Buffer.from(await response.arrayBuffer());
    scripts.push({ url, bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length });
    for (const imported of importsOf(body.toString("utf8"))) {
      const absolute = new URL(imported, url).href;
      if (!seen.has(absolute)) {
        seen.add(absolute);
        pending.push(absolute);
      }
    }
  }

  scripts.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    scripts,
    bytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
    gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
  };
}
