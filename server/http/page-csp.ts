import { createHash } from "node:crypto";
import { buildCsp, type CspOptions } from "./security-headers.ts";

// React's inline scripts (hydration data, route modules, scroll restoration) never hold a
// literal "</script", and their attributes never hold ">": a plain scan finds them all.
const scriptTag = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const dataBlockType = /(?:^|\s)type\s*=\s*["']?application\/(ld\+)?json/i;
const sourceAttribute = /(?:^|\s)src\s*=/i;

/** The CSP hash source of every inline script in the page, each once. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(scriptTag)) {
    // External scripts are allowed by 'self'; JSON-LD and other data blocks never run.
    if (sourceAttribute.test(attributes) || dataBlockType.test(attributes) || !body) continue;
    // Browsers hash the script text after turning CRLF and CR into LF.
    const text = body.replace(/\r\n?/g, "\n");
    hashes.add(`sha256-${createHash("sha256").update(text).digest("base64")}`);
  }
  return [...hashes];
}

/**
 * An HTML page with the CSP that allows exactly its own inline scripts, after `rewrite` (in
 * production: critical CSS, scripts after the first paint) has had its say on the markup. The
 * scripts of the page as rendered stay allowed: a rewrite may move one into a script it adds later.
 */
export async function withPageCsp(
  response: Response,
  options: CspOptions,
  rewrite: (html: string) => string = (html) => html,
): Promise<Response> {
  if (!response.headers.get("content-type")?.startsWith("text/html") || !response.body) {
    return response;
  }
  const rendered = await response.text();
  const html = rewrite(rendered);
  const scriptHashes = new Set(inlineScriptHashes(rendered));
  if (html !== rendered) for (const hash of inlineScriptHashes(html)) scriptHashes.add(hash);
  const headers = new Headers(response.headers);
  headers.set("Content-Security-Policy", buildCsp({ ...options, scriptHashes: [...scriptHashes] }));
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
}
