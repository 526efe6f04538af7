import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, withPageCsp } from "./page-csp.ts";
import { buildCsp } from "./security-headers.ts";

/** What a browser compares: sha256 of the script's text, UTF-8 encoded, in base64. */
function hashOf(scriptText: string): string {
  return `sha256-${createHash("sha256").update(Buffer.from(scriptText, "utf8")).digest("base64")}`;
}

const context = 'window.__reactRouterContext = {"basename":"/","isSpaMode":false};';
const routeModules = `import "/assets/manifest-abc.js";
import * as route0 from "/assets/root-def.js";
window.__reactRouterRouteModules = {"root": route0};`;
const accented = 'window.__aviso = "Olá — orçamento grátis ✓";';
const jsonLd = '{"@context":"https://schema.org","@type":"Organization","name":"Nexo Digital"}';

const page = `<!DOCTYPE html><html lang="pt-BR"><head>
<meta charset="utf-8"><title>Nexo Digital</title>
<link rel="modulepreload" href="/assets/entry.client-123.js"/>
<script type="application/ld+json">${jsonLd}</script>
<script type='application/json' id="dados">{"a":1}</script>
<script src="/assets/analytics.js" defer></script>
<script async src="/assets/other.js"></script>
</head><body><main><h1>Olá</h1></main>
<script>${context}</script>
<script type="module" async="">${routeModules}</script>
<script>${accented}</script>
<script></script>
<script>${context}</script>
</body></html>`;

function scriptSrc(csp: string): string[] {
  const directive = csp.split(";").map((part) => part.trim());
  const scripts = directive.find((part) => part.startsWith("script-src "));
  if (!scripts) throw new Error(`no script-src in ${csp}`);
  return scripts.split(/\s+/).slice(1);
}

function directive(csp: string, name: string): string[] {
  const found = csp
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  if (!found) throw new Error(`no ${name} in ${csp}`);
  return found.slice(1);
}

describe("inlineScriptHashes", () => {
  it("matches the hash a browser computes for a known script", () => {
    // The example of the CSP specification and MDN.
    expect(inlineScriptHashes("<script>alert('Hello, world.');</script>")).toEqual([
      "sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=",
    ]);
  });

  it("hashes every inline script body exactly, including modules and non-ASCII text", () => {
    expect(inlineScriptHashes(page)).toEqual([
      hashOf(context),
      hashOf(routeModules),
      hashOf(accented),
    ]);
  });

  it("hashes the body as is, whitespace included", () => {
    const body = "\n  window.a = 1;\n";
    expect(inlineScriptHashes(`<script>${body}</script>`)).toEqual([hashOf(body)]);
    expect(inlineScriptHashes(`<script>${body}</script>`)).not.toEqual([hashOf(body.trim())]);
  });

  it("skips external scripts, JSON data blocks and empty scripts", () => {
    expect(
      inlineScriptHashes(
        [
          '<script src="/assets/a.js"></script>',
          // With src, a browser runs the file and ignores the element's text.
          '<script src="/assets/c.js">window.ignored = true;</script>',
          "<script defer src=/assets/b.js></script>",
          `<script type="application/ld+json">${jsonLd}</script>`,
          '<script type="application/json">{"b":2}</script>',
          "<script></script>",
          '<script type="module"></script>',
        ].join("\n"),
      ),
    ).toEqual([]);
  });

  it("lists a script repeated in the page once", () => {
    const twice = `<script>${context}</script><p>x</p><script>${context}</script>`;
    expect(inlineScriptHashes(twice)).toEqual([hashOf(context)]);
  });

  it("finds scripts whatever the tag's case", () => {
    expect(inlineScriptHashes(`<SCRIPT>${context}</SCRIPT>`)).toEqual([hashOf(context)]);
  });

  it("hashes line endings as a browser reads them (CRLF and CR become LF)", () => {
    const body = "a();\r\nb();\rc();";
    expect(inlineScriptHashes(`<script>${body}</script>`)).toEqual([hashOf("a();\nb();\nc();")]);
  });

  it("does not take data-src or data-type for the real attributes", () => {
    const html =
      '<script data-src="x">run()</script><script data-type="application/json">go()</script>';
    expect(inlineScriptHashes(html)).toEqual([hashOf("run()"), hashOf("go()")]);
  });

  it("a page without inline scripts has no hashes", () => {
    expect(inlineScriptHashes("<!DOCTYPE html><html><body><p>Olá</p></body></html>")).toEqual([]);
  });
});

describe("withPageCsp", () => {
  function htmlResponse(body: string = page): Response {
    return new Response(body, {
      status: 404,
      statusText: "Not Found",
      headers: { "Content-Type": "text/html; charset=utf-8", "X-Custom": "kept" },
    });
  }

  it("allows 'self' and exactly the page's own inline scripts", async () => {
    const response = await withPageCsp(htmlResponse(), { ads: false, dev: false });
    const csp = response.headers.get("Content-Security-Policy");
    if (!csp) throw new Error("no Content-Security-Policy");

    expect(scriptSrc(csp)).toEqual([
      "'self'",
      `'${hashOf(context)}'`,
      `'${hashOf(routeModules)}'`,
      `'${hashOf(accented)}'`,
    ]);
    expect(csp).toBe(
      buildCsp({
        ads: false,
        dev: false,
        scriptHashes: [hashOf(context), hashOf(routeModules), hashOf(accented)],
      }),
    );
  });

  it("after a rewrite, allows the scripts of both the rendered and the rewritten page", async () => {
    const loader = "addLater()";
    const rewrite = (html: string) =>
      html.replace(
        `<script type="module" async="">${routeModules}</script>`,
        `<script>${loader}</script>`,
      );
    const response = await withPageCsp(htmlResponse(), { ads: false, dev: false }, rewrite);

    expect(await response.text()).toBe(rewrite(page));
    expect(scriptSrc(response.headers.get("Content-Security-Policy") ?? "")).toEqual([
      "'self'",
      `'${hashOf(context)}'`,
      `'${hashOf(routeModules)}'`,
      `'${hashOf(accented)}'`,
      `'${hashOf(loader)}'`,
    ]);
  });

  it("leaves the body, status and other headers as they were", async () => {
    const body = `\n${page}\n\n`;
    const response = await withPageCsp(htmlResponse(body), { ads: false, dev: false });

    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new TextEncoder().encode(body));
    expect(response.status).toBe(404);
    expect(response.statusText).toBe("Not Found");
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("X-Custom")).toBe("kept");
  });

  it("passes the ads and dev options on", async () => {
    const response = await withPageCsp(htmlResponse(), { ads: true, dev: true });
    const csp = response.headers.get("Content-Security-Policy") ?? "";

    expect(scriptSrc(csp)).toContain("https://www.googletagmanager.com");
    expect(scriptSrc(csp)).toContain("'unsafe-eval'");
    expect(scriptSrc(csp)).toContain(`'${hashOf(context)}'`);
  });

  it("a page without inline scripts allows only 'self'", async () => {
    const response = await withPageCsp(htmlResponse("<!DOCTYPE html><p>Olá</p>"), {
      ads: false,
      dev: false,
    });
    expect(scriptSrc(response.headers.get("Content-Security-Policy") ?? "")).toEqual(["'self'"]);
  });

  it.each([
    ["JSON", "application/json", '{"script":"<script>alert(1)</script>"}'],
    ["XML", "application/xml", "<urlset></urlset>"],
    ["plain text", "text/plain", "<script>alert(1)</script>"],
  ])("returns a %s response untouched", async (_label, contentType, body) => {
    const original = new Response(body, { headers: { "Content-Type": contentType } });
    const response = await withPageCsp(original, { ads: false, dev: false });

    expect(response).toBe(original);
    expect(response.headers.has("Content-Security-Policy")).toBe(false);
    expect(await response.text()).toBe(body);
  });

  it("returns a response without a body untouched", async () => {
    const original = new Response(null, {
      status: 304,
      headers: { "Content-Type": "text/html; charset=utf-8" },
    });
    expect(await withPageCsp(original, { ads: false, dev: false })).toBe(original);
  });
});

describe("buildCsp", () => {
  const googleHosts = [
    "https://www.googletagmanager.com",
    "https://www.googleadservices.com",
    "https://googleads.g.doubleclick.net",
    "https://www.google.com",
  ];

  it("without ads or dev: scripts and connections only to our origin", () => {
    const csp = buildCsp({ ads: false, dev: false });

    expect(scriptSrc(csp)).toEqual(["'self'"]);
    expect(directive(csp, "connect-src")).toEqual(["'self'"]);
    expect(directive(csp, "default-src")).toEqual(["'self'"]);
    expect(directive(csp, "object-src")).toEqual(["'none'"]);
    expect(directive(csp, "frame-ancestors")).toEqual(["'none'"]);
    expect(csp).not.toMatch(/google|unsafe-eval|ws:/);
  });

  it("with ads: the Google hosts may serve scripts and receive connections", () => {
    const csp = buildCsp({ ads: true, dev: false });

    for (const host of googleHosts) {
      expect(scriptSrc(csp)).toContain(host);
      expect(directive(csp, "connect-src")).toContain(host);
    }
    expect(scriptSrc(csp)).not.toContain("'unsafe-eval'");
  });

  it("in dev: eval for hot reload and websocket connections", () => {
    const csp = buildCsp({ ads: false, dev: true });

    expect(scriptSrc(csp)).toContain("'unsafe-eval'");
    expect(directive(csp, "connect-src")).toEqual(expect.arrayContaining(["ws:", "wss:"]));
    expect(csp).not.toMatch(/google/);
  });

  it("lists the given hashes as quoted sources", () => {
    const csp = buildCsp({ ads: false, dev: false, scriptHashes: ["sha256-abc=", "sha256-def="] });
    expect(scriptSrc(csp)).toEqual(["'self'", "'sha256-abc='", "'sha256-def='"]);
  });

  it.each([
    { ads: false, dev: false },
    { ads: true, dev: false },
    { ads: false, dev: true },
    { ads: true, dev: true },
  ])("never allows inline scripts wholesale (%o)", (options) => {
    const csp = buildCsp({ ...options, scriptHashes: [hashOf(context)] });
    expect(scriptSrc(csp)).not.toContain("'unsafe-inline'");
    expect(scriptSrc(csp).some((source) => /unsafe-inline|strict-dynamic|\*/.test(source))).toBe(
      false,
    );
  });
});
