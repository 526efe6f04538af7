import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { matchesETag } from "../http/conditional.ts";
import type { CachedResponse } from "./public-cache.ts";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Recomputed for every answer, or meaningless on a copy shared by many visitors.
const perResponseHeaders = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "date",
  "etag",
  "vary",
  "set-cookie",
  "x-request-id",
]);

function brotliAt(quality: number, identity: Uint8Array<ArrayBuffer>) {
  return brotli(identity, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: identity.byteLength,
    },
  });
}

/**
 * Reads a rendered response once and keeps it with its brotli and gzip forms, so a cached
 * answer costs no render and no compression. Brotli 5, not 11: the visitor who triggers the
 * render waits for it, and on the home page 11 costs ~100-250 ms for ~10% fewer bytes (5: ~3 ms);
 * `withSmallestBrotli` makes the quality-11 copy afterwards.
 */
export async function toCachedResponse(response: Response): Promise<CachedResponse> {
  const identity = new Uint8Array(await response.arrayBuffer());
  const [br, gz] = await Promise.all([brotliAt(5, identity), gzipAsync(identity, { level: 9 })]);
  return {
    status: response.status,
    headers: [...response.headers].filter(([name]) => !perResponseHeaders.has(name)),
    identity,
    br: new Uint8Array(br),
    gzip: new Uint8Array(gz),
    etag: `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`,
  };
}

// Below this, quality 11 saves a few bytes of one packet: not worth a thread's time.
const smallestBrotliFrom = 4096;

/**
 * The same copy with brotli at quality 11, when that is smaller: ~10% off a page, which can bring
 * it under the ~14 KB a phone receives in its first round trip (docs/performance.md#first-paint).
 * Compressed in libuv's thread pool, never on the event loop; undefined when not worth it.
 */
export async function withSmallestBrotli(
  cached: CachedResponse,
): Promise<CachedResponse | undefined> {
  if (cached.identity.byteLength < smallestBrotliFrom) return undefined;
  const br = new Uint8Array(await brotliAt(11, cached.identity));
  return br.byteLength < cached.br.byteLength ? { ...cached, br } : undefined;
}

type Encoding = "br" | "gzip" | "identity";
type PreparedHeaders = Record<Encoding | "notModified", Record<string, string>>;

// Built once per cached copy (its headers never change): a hit then costs no header parsing.
const preparedHeaders = new WeakMap<CachedResponse, PreparedHeaders>();

function headersOf(cached: CachedResponse): PreparedHeaders {
  let prepared = preparedHeaders.get(cached);
  if (!prepared) {
    const base: Record<string, string> = Object.fromEntries(cached.headers);
    base.etag = cached.etag;
    base.vary = "Accept-Encoding";
    // Browsers may keep the copy but must ask (cheaply, by ETag) before reusing it: never stale.
    base["cache-control"] ??= "no-cache";
    base["x-cache"] = "HIT";
    const sized = (encoding: Encoding) => ({
      ...base,
      ...(encoding === "identity" ? {} : { "content-encoding": encoding }),
      "content-length": String(cached[encoding].byteLength),
    });
    prepared = {
      identity: sized("identity"),
      br: sized("br"),
      gzip: sized("gzip"),
      notModified: base,
    };
    preparedHeaders.set(cached, prepared);
  }
  return prepared;
}

export interface CachedReply {
  status: number;
  /** Shared by every answer of this copy: copy before changing. */
  headers: Readonly<Record<string, string>>;
  body: Uint8Array<ArrayBuffer> | null;
}

/** The cached copy as a request wants it: 304 when its ETag still matches, else br, gzip or plain. */
export function cachedReply(
  cached: CachedResponse,
  request: { method: string; ifNoneMatch?: string | null; acceptEncoding?: string | null },
): CachedReply {
  const headers = headersOf(cached);
  if (matchesETag(request.ifNoneMatch, cached.etag)) {
    return { status: 304, headers: headers.notModified, body: null };
  }
  const encoding = preferredEncoding(request.acceptEncoding ?? null) ?? "identity";
  const body = request.method === "HEAD" ? null : cached[encoding];
  return { status: cached.status, headers: headers[encoding], body };
}

/** The same, as a web Response. */
export function cachedAnswer(request: Request, cached: CachedResponse): Response {
  const { status, headers, body } = cachedReply(cached, {
    method: request.method,
    ifNoneMatch: request.headers.get("if-none-match"),
    acceptEncoding: request.headers.get("accept-encoding"),
  });
  return new Response(body, { status, headers });
}

/** br over gzip when both are accepted; an encoding with q=0 is refused. */
export function preferredEncoding(acceptEncoding: string | null): "br" | "gzip" | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  const refused = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name = "", ...params] = part.trim().split(";");
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    (q && Number(q.slice(2)) <= 0 ? refused : accepted).add(name.trim());
  }
  if (accepted.has("br")) return "br";
  // `*` stands for gzip, which every client that sends it decodes, unless gzip is refused by name.
  if (accepted.has("gzip") || (accepted.has("*") && !refused.has("gzip"))) return "gzip";
  return null;
}
