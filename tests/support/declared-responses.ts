import type { z } from "zod";
import { features } from "../../server/features.ts";
import { splitKey } from "../../server/http/endpoint.ts";

/**
 * Every successful answer of a declared endpoint, in every API test, is checked against the
 * `response` its declaration gives (server/http/endpoint.ts): the OpenAPI document and the
 * screens' typed calls rest on it, so a declaration that drifts from what the code answers fails
 * the tests that call it.
 */
const declared = features.flatMap((feature) =>
  Object.entries(feature.endpoints ?? {}).map(([key, { spec }]) => {
    const { method, path } = splitKey(key);
    const pattern = path
      .replace(/[.*+?^$()|[\]\\]/g, "\\$&")
      .replace(/\\?\{\w+\\?\}|\{\w+\}/g, "[^/]+");
    return { key, method, matches: new RegExp(`^/api${pattern}/?$`), spec };
  }),
);

export function checkDeclaredResponse(method: string, url: string, status: number, body: unknown) {
  if (status < 200 || status >= 300) return;
  const path = url.split("?")[0]!;
  const endpoint = declared.find((e) => e.method === method && e.matches.test(path));
  if (!endpoint || typeof body !== "object" || body === null) return;
  const { spec } = endpoint;
  if (spec.fields) check(endpoint.key, "fields", spec.fields, body);
  if (!spec.response) return;
  const data = (body as { data?: unknown }).data;
  const items = spec.paged ? (Array.isArray(data) ? data : [data]) : [data];
  for (const item of items) check(endpoint.key, "data", spec.response, item);
}

function check(key: string, part: string, schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new Error(
      `${key} answered ${part} its declaration does not describe: ${result.error.message}`,
    );
  }
}
