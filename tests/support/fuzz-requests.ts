import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import fc from "fast-check";
import { hostileValue, pathParam, queryString, taintedString } from "./fuzz-values.ts";

/**
 * Requests for the API fuzz suite, built from the OpenAPI document: every documented route with
 * random and adversarial paths, query strings, headers and bodies of every shape and type.
 */

export type Identity = "anonymous" | "editor" | "admin";

export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  pattern?: string;
}

export interface Operation {
  /** "POST /api/contact", as the document and the reports name it. */
  key: string;
  method: string;
  template: string;
  params: string[];
  body?: JsonSchema;
  /** The media type of the file it answers on success, when it is not JSON. */
  download?: string;
  /** Who the document says may call it: anyone, any staff member, or admins only. */
  access: "public" | "staff" | "admin";
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
        security?: unknown[];
        responses?: Record<string, unknown>;
      }
    >
  >;
}

/** A route that answers a file on success declares its media type instead of JSON. */
function downloadType(responses: Record<string, unknown> | undefined): string | undefined {
  const success = (responses?.["200"] ?? responses?.["201"]) as
    | { content?: Record<string, unknown> }
    | undefined;
  const types = Object.keys(success?.content ?? {});
  return types.length === 1 && types[0] !== "application/json" ? types[0] : undefined;
}

export function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([template, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${template}`,
      method: method.toUpperCase(),
      template,
      params: [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!),
      body: operation.requestBody?.content["application/json"]?.schema,
      download: downloadType(operation.responses),
      access: operation.responses?.["403"]
        ? ("admin" as const)
        : operation.security?.length
          ? ("staff" as const)
          : ("public" as const),
    })),
  );
}

/** A value the field would plausibly accept: the starting point that mutations then break. */
function exampleOf(name: string, schema: JsonSchema): unknown {
  if (schema.anyOf) return exampleOf(name, schema.anyOf[0]!);
  if (schema.enum) return schema.enum[0];
  if (schema.type === "boolean") return true;
  if (schema.type === "integer" || schema.type === "number") {
    return Math.max(1, schema.minimum ?? (schema.exclusiveMinimum ?? 0) + 1);
  }
  if (schema.type === "array") return [];
  if (schema.type === "object") return exampleBody(schema);
  // "{n}" becomes a number drawn for each request: creations do not all meet the first one.
  const lower = name.toLowerCase();
  if (lower.includes("email")) return "pessoa{n}@example.com";
  if (lower.includes("url")) return "https://example.com/imagem.png";
  if (lower === "slug") return "projeto-fuzz-{n}";
  if (lower === "category") return "website";
  if (lower.includes("date")) return "2024-03-10";
  if (lower.includes("password")) return "senha-segura-123";
  if (lower === "username") return "pessoa.fuzz{n}";
  if (lower === "phone") return "(11) 98765-4321";
  const text = "Texto de teste com conteúdo suficiente para o campo.";
  const length = Math.min(schema.maxLength ?? text.length, Math.max(schema.minLength ?? 0, 12));
  return text.slice(0, length);
}

function exampleBody(schema: JsonSchema): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    body[name] = exampleOf(name, field);
  }
  return body;
}

function numbered(body: Record<string, unknown>, n: number): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      key,
      typeof value === "string" ? value.replace("{n}", String(n)) : value,
    ]),
  );
}

/**
 * A body each branch of the schema would plausibly accept (unsubscribe has two: by e-mail or
 * by token), with the names that must be unique made so by `n`.
 */
export function plausibleBodies(schema: JsonSchema, n: number): Record<string, unknown>[] {
  return (schema.anyOf ?? [schema]).map((branch) => numbered(exampleBody(branch), n));
}

function baseBodies(schema: JsonSchema | undefined): fc.Arbitrary<Record<string, unknown>> {
  if (!schema) return fc.constant({});
  return fc
    .tuple(fc.nat((schema.anyOf?.length ?? 1) - 1), fc.nat())
    .map(([branch, n]) => plausibleBodies(schema, n)[branch]!);
}

const serverOwned = ["id", "status", "featured", "isRead", "readAt", "createdAt", "role", "active"];

function withField(base: Record<string, unknown>, key: string, value: unknown) {
  const body = { ...base };
  // defineProperty, so that "__proto__" becomes an ordinary member like JSON.parse makes it.
  Object.defineProperty(body, key, { value, enumerable: true, writable: true, configurable: true });
  return body;
}

/**
 * The base body, changed in one of three ways: one text field tainted and the rest left valid
 * (so the value reaches the service and the database), fields replaced by values of any type
 * (server-owned and prototype names included), or fields left out.
 */
function mutatedBody(base: Record<string, unknown>) {
  const keys = Object.keys(base);
  const textKeys = keys.filter((key) => typeof base[key] === "string");
  const taint = textKeys.length
    ? fc
        .constantFrom(...textKeys)
        .chain((key) =>
          taintedString(base[key] as string).map((value) => withField(base, key, value)),
        )
    : fc.constant(base);
  const replace = fc
    .array(
      fc.tuple(fc.constantFrom(...keys, ...serverOwned, "__proto__", "constructor"), hostileValue),
      { minLength: 1, maxLength: 3 },
    )
    .map((changes) => changes.reduce((body, [key, value]) => withField(body, key, value), base));
  const drop = fc.subarray(keys, { minLength: Math.min(1, keys.length) }).map((dropped) => {
    const body = { ...base };
    for (const key of dropped) delete body[key];
    return body;
  });
  return fc.oneof(
    { arbitrary: taint, weight: 8 },
    { arbitrary: replace, weight: 3 },
    { arbitrary: drop, weight: 1 },
  );
}

const encoder = new TextEncoder();
const utf8 = (text: string) => encoder.encode(text);

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** `base` as JSON with one more member written as raw text (duplicate names: the last wins). */
function withRawMember(base: Record<string, unknown>, name: string, raw: Uint8Array) {
  const json = JSON.stringify(base);
  const head = `${json.slice(0, -1)}${json === "{}" ? "" : ","}${JSON.stringify(name)}:`;
  return concat(utf8(head), raw, utf8("}"));
}

function anyName(base: Record<string, unknown>) {
  return fc.constantFrom(...Object.keys(base), "x");
}

const invalidJson = [
  "{",
  "}",
  "{'a':1}",
  "[1,]",
  '{"a":1',
  "undefined",
  "NaN",
  "\ufeff{}",
  '{"a":"\u0000"}',
  '{"a":"\t\n"}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"a":1}{"b":2}',
  "null",
  "[]",
  "1",
  '"texto"',
  "true",
  '{"__proto__":{"admin":true}}',
  "0".repeat(5000),
  "-",
];

const invalidUtf8 = [
  [0xff],
  [0xc0, 0x80],
  [0xed, 0xa0, 0x80],
  [0xf4, 0x90, 0x80, 0x80],
  [0xe2, 0x82],
];

export interface Body {
  kind: string;
  bytes?: Uint8Array;
  /** Set by kinds that are an encoding (form, multipart); otherwise the request picks one. */
  contentType?: string;
}

const BOUNDARY = "fuzz-boundary";

function formEncoded(body: Record<string, unknown>): Uint8Array {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    form.append(key, typeof value === "string" ? value : (JSON.stringify(value) ?? ""));
  }
  return utf8(form.toString());
}

function multipart(body: Record<string, unknown>, file: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [];
  for (const [key, value] of Object.entries(body)) {
    const text = typeof value === "string" ? value : (JSON.stringify(value) ?? "");
    parts.push(
      utf8(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${text}\r\n`),
    );
  }
  parts.push(
    utf8(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    file,
    utf8(`\r\n--${BOUNDARY}--\r\n`),
  );
  return concat(...parts);
}

/** Every shape of body: the route's own with hostile fields, other JSON, deep, huge, broken. */
function bodyArbitrary(schema: JsonSchema | undefined): fc.Arbitrary<Body> {
  const base = baseBodies(schema);
  const json = (value: unknown) => utf8(JSON.stringify(value) ?? "null");
  return fc.oneof(
    {
      weight: 16,
      arbitrary: base
        .chain(mutatedBody)
        .map((body): Body => ({ kind: "mutated", bytes: json(body) })),
    },
    {
      weight: 2,
      arbitrary: base.map((body): Body => ({ kind: "plausible", bytes: json(body) })),
    },
    {
      weight: 1,
      arbitrary: fc
        .jsonValue({ maxDepth: 4, stringUnit: "binary" })
        .map((value): Body => ({ kind: "any-json", bytes: json(value) })),
    },
    {
      // Nesting in the thousands, whole or in one field, within the size limit.
      weight: 1,
      arbitrary: fc
        .tuple(base, fc.constantFrom(1_000, 5_000, 20_000, 50_000), fc.boolean(), fc.boolean())
        .chain(([body, depth, arrays, whole]) =>
          anyName(body).map((name): Body => {
            const nested = arrays
              ? `${"[".repeat(depth)}${"]".repeat(depth)}`
              : `${'{"a":'.repeat(depth)}0${"}".repeat(depth)}`;
            return {
              kind: `deep-${arrays ? "arrays" : "objects"}-${depth}`,
              bytes: whole ? utf8(nested) : withRawMember(body, name, utf8(nested)),
            };
          }),
        ),
    },
    {
      // Around the 100 KB limit and well beyond it.
      weight: 1,
      arbitrary: fc
        .tuple(base, fc.constantFrom(50_000, 102_399, 102_400, 102_401, 150_000, 1_000_000))
        .chain(([body, size]) =>
          anyName(body).map((name): Body => {
            const head = withRawMember(body, name, utf8('""')).length;
            const filler = `"${"a".repeat(Math.max(0, size - head))}"`;
            return { kind: `size-${size}`, bytes: withRawMember(body, name, utf8(filler)) };
          }),
        ),
    },
    {
      weight: 1,
      arbitrary: fc
        .oneof(fc.constantFrom(...invalidJson), fc.string({ maxLength: 40 }))
        .map((text): Body => ({ kind: "invalid-json", bytes: utf8(text) })),
    },
    {
      // Bytes that are not UTF-8, inside a JSON string or as the whole body.
      weight: 1,
      arbitrary: fc.oneof(
        fc.tuple(base, fc.constantFrom(...invalidUtf8)).chain(([body, bad]) =>
          anyName(body).map(
            (name): Body => ({
              kind: "invalid-utf8",
              bytes: withRawMember(
                body,
                name,
                concat(utf8('"a'), Uint8Array.from(bad), utf8('b"')),
              ),
            }),
          ),
        ),
        fc.uint8Array({ maxLength: 64 }).map((bytes): Body => ({ kind: "random-bytes", bytes })),
      ),
    },
    {
      weight: 1,
      arbitrary: base.chain(mutatedBody).map(
        (body): Body => ({
          kind: "form",
          bytes: formEncoded(body),
          contentType: "application/x-www-form-urlencoded",
        }),
      ),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(base.chain(mutatedBody), fc.uint8Array({ maxLength: 32 })).map(
        ([body, file]): Body => ({
          kind: "multipart",
          bytes: multipart(body, file),
          contentType: `multipart/form-data; boundary=${BOUNDARY}`,
        }),
      ),
    },
    { weight: 1, arbitrary: fc.constant<Body>({ kind: "none" }) },
    { weight: 1, arbitrary: fc.constant<Body>({ kind: "empty", bytes: new Uint8Array() }) },
  );
}

// Mostly JSON, so most requests get past the content-type check into the validation.
const contentType = fc.oneof(
  { weight: 20, arbitrary: fc.constant<string | undefined>("application/json") },
  {
    weight: 3,
    arbitrary: fc.constantFrom<string | undefined>(
      undefined,
      "application/json; charset=utf-8",
      "APPLICATION/JSON",
      "application/json; charset=latin1",
      "application/json;",
      "application/json, text/plain",
      "application/vnd.api+json",
      "text/plain",
      "text/plain;charset=UTF-8",
      "application/x-www-form-urlencoded",
      `multipart/form-data; boundary=${BOUNDARY}`,
      "multipart/form-data",
      "application/octet-stream",
      "application/xml",
      "*/*",
      "",
      ";;;",
    ),
  },
);

const extraHeaders = fc.record(
  {
    origin: fc.constantFrom("http://localhost", "https://evil.example", "null"),
    "sec-fetch-site": fc.constantFrom("same-origin", "same-site", "cross-site", "none", "junk"),
    "x-request-id": fc.constantFrom("abc-123", "x".repeat(300), "a b", "ã"),
    "x-forwarded-for": fc.constantFrom("203.0.113.9", "not-an-ip", "::1, 10.0.0.1", ""),
    "accept-encoding": fc.constantFrom("gzip", "br", "deflate", "identity", "*", "gzip;q=0"),
    accept: fc.constantFrom("text/html", "application/json", "*/*", "image/png"),
  },
  { requiredKeys: [] },
);

/** The values the path parameters can take right now (existing ids and slugs). */
export interface Known {
  ids: string[];
  slugs: string[];
}

export class FuzzRequest {
  readonly identity: Identity;
  readonly method: string;
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly body: Body;

  constructor(
    identity: Identity,
    method: string,
    url: string,
    headers: Record<string, string>,
    body: Body,
  ) {
    this.identity = identity;
    this.method = method;
    this.url = url;
    this.headers = headers;
    this.body = body;
  }

  /** Short enough to read in a failure report, exact enough to rebuild the request. */
  describe(): string {
    const bytes = this.body.bytes;
    const shown = bytes
      ? JSON.stringify(new TextDecoder().decode(bytes.subarray(0, 300)))
      : "(no body)";
    return [
      `${this.method} ${this.url.length > 300 ? `${this.url.slice(0, 300)}…` : this.url} as ${this.identity}`,
      `headers ${JSON.stringify(this.headers)}`,
      `body [${this.body.kind}, ${bytes?.length ?? 0} bytes] ${shown}${(bytes?.length ?? 0) > 300 ? "…" : ""}`,
    ].join("\n  ");
  }

  [fc.toStringMethod](): string {
    return this.describe();
  }
}

/**
 * Every route is called by all three; those the document reserves go to a caller who may use
 * them more often, so more requests get past the permission check into the validation.
 */
function identityFor(operation: Operation): fc.Arbitrary<Identity> {
  const weights: Record<Identity, number> =
    operation.access === "admin"
      ? { anonymous: 1, editor: 1, admin: 3 }
      : operation.access === "staff"
        ? { anonymous: 1, editor: 2, admin: 2 }
        : { anonymous: 1, editor: 1, admin: 1 };
  return fc.oneof(
    ...(Object.entries(weights) as [Identity, number][]).map(([identity, weight]) => ({
      arbitrary: fc.constant(identity),
      weight,
    })),
  );
}

export function requestArbitrary(operation: Operation, known: Known): fc.Arbitrary<FuzzRequest> {
  const params = operation.params.map((name) =>
    pathParam(name === "slug" ? known.slugs : known.ids),
  );
  const hasBody = operation.method !== "GET" && operation.method !== "HEAD";
  return fc
    .record({
      identity: identityFor(operation),
      params: fc.tuple(...params),
      query: fc.oneof(
        { weight: 2, arbitrary: fc.constant("") },
        { weight: 1, arbitrary: queryString },
      ),
      body: hasBody ? bodyArbitrary(operation.body) : fc.constant<Body>({ kind: "none" }),
      contentType,
      extra: fc.oneof(
        { weight: 5, arbitrary: fc.constant(null) },
        { weight: 1, arbitrary: extraHeaders },
      ),
    })
    .map(({ identity, params: values, query, body, contentType: type, extra }) => {
      let index = 0;
      const path = operation.template.replace(/\{\w+\}/g, () => values[index++] as string);
      const headers: Record<string, string> = { ...(extra ?? {}) };
      const chosenType = body.contentType ?? type;
      if (chosenType !== undefined && (body.bytes !== undefined || !hasBody)) {
        headers["content-type"] = chosenType;
      }
      // What a real client sends with a body; the in-process request would omit it.
      if (body.bytes !== undefined) headers["content-length"] = String(body.bytes.length);
      return new FuzzRequest(identity, operation.method, `${path}${query}`, headers, body);
    });
}

/** A response's body as text, decompressed as the client asked (Accept-Encoding). */
export async function responseText(response: Response): Promise<string> {
  const raw = Buffer.from(await response.arrayBuffer());
  const encoding = response.headers.get("content-encoding");
  const plain =
    encoding === "gzip"
      ? gunzipSync(raw)
      : encoding === "br"
        ? brotliDecompressSync(raw)
        : encoding === "deflate"
          ? inflateSync(raw)
          : raw;
  return plain.toString("utf8");
}

const failureStatuses = new Set([400, 401, 403, 404, 409, 413, 415, 429]);
const internals = /Failed query|\n\s+at |SQLSTATE|drizzle|pglite|node_modules|stack/i;

/** Why a response breaks the API's contract, or null when it keeps it. */
export function contractViolation(
  status: number,
  type: string | null,
  text: string,
  download?: string,
) {
  if (status >= 500) return `answered ${status}`;
  // A file download's success is the file; its failures still have the JSON shape.
  if (download && status === 200 && type?.startsWith(download)) return null;
  if (!type?.startsWith("application/json")) return `answered ${status} as ${type}, not JSON`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `answered ${status} with a body that is not JSON`;
  }
  if (typeof body !== "object" || body === null) return "answered a JSON body that is no object";
  const { success, message, errors } = body as Record<string, unknown>;
  if (typeof success !== "boolean") return "answered without a boolean `success`";
  if (success) {
    return status === 200 || status === 201 ? null : `answered success with status ${status}`;
  }
  if (!failureStatuses.has(status)) return `answered a failure with status ${status}`;
  if (typeof message !== "string" || message === "") return "answered a failure without message";
  if (internals.test(message)) return "answered a failure message with internal detail";
  if (
    errors !== undefined &&
    (!Array.isArray(errors) ||
      errors.some(
        (e) =>
          typeof e !== "object" ||
          e === null ||
          typeof (e as Record<string, unknown>).path !== "string" ||
          typeof (e as Record<string, unknown>).message !== "string",
      ))
  ) {
    return "answered `errors` that are not {path, message} pairs";
  }
  return null;
}
