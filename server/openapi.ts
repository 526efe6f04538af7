import { z } from "zod";
import { type EndpointSpec, splitKey } from "./http/endpoint.ts";
import type { Feature } from "./http/feature.ts";
import { pageQuerySchema } from "./http/paging.ts";

/** Every feature's endpoint declarations, keyed "METHOD /api/path/{param}" as mounted. */
export function declaredEndpoints(features: readonly Feature[]): Record<string, EndpointSpec> {
  return Object.fromEntries(
    features.flatMap((feature) =>
      Object.entries(feature.endpoints ?? {}).map(([key, { spec }]) => {
        const { method, path } = splitKey(key);
        return [`${method} /api${path}`, spec];
      }),
    ),
  );
}

const failure = {
  type: "object",
  required: ["success", "message"],
  properties: {
    success: { const: false },
    message: { type: "string" },
    errors: {
      type: "array",
      items: {
        type: "object",
        properties: { path: { type: "string" }, message: { type: "string" } },
      },
    },
  },
};
const pageMeta = {
  type: "object",
  required: ["total", "nextCursor"],
  properties: { total: { type: "integer" }, nextCursor: { type: ["string", "null"] } },
};

/**
 * The success envelope: `data` as the route's `response` describes it (none for a message-only
 * answer), and the `fields` it declares beside it.
 */
function success(doc: EndpointSpec) {
  const beside = doc.fields
    ? (jsonSchema(doc.fields, "output") as { properties?: object; required?: string[] })
    : {};
  const data = doc.response ? jsonSchema(doc.response, "output") : undefined;
  return {
    type: "object",
    required: [
      "success",
      ...(data ? ["data"] : []),
      ...(doc.paged ? ["meta"] : []),
      ...(beside.required ?? []),
    ],
    properties: {
      success: { const: true },
      ...(data ? { data: doc.paged ? { type: "array", items: data } : data } : {}),
      ...(doc.paged ? { meta: pageMeta } : {}),
      ...beside.properties,
    },
  };
}

function jsonSchema(schema: z.ZodType, io: "input" | "output" = "input") {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" });
  return rest;
}

/** The parameters `in` the path or the query, from an object schema's properties. */
function parametersOf(schema: z.ZodType, where: "path" | "query") {
  const { properties = {}, required = [] } = jsonSchema(schema) as {
    properties?: Record<string, unknown>;
    required?: string[];
  };
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === "path" || required.includes(name),
    schema: property,
  }));
}

/** The OpenAPI 3.1 document of the routes actually mounted under /api. */
export function openApiDocument(
  routes: { method: string; path: string }[],
  routeDocs: Record<string, EndpointSpec>,
) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    if (route.method === "ALL" || !route.path.startsWith("/api/") || route.path.endsWith("*")) {
      continue;
    }
    const path = route.path.replace(/:(\w+)/g, "{$1}").replace(/\/$/, "");
    const key = `${route.method} ${path}`;
    const doc = routeDocs[key];
    if (!doc) throw new Error(`OpenAPI: no documentation for ${key}`);
    const parameters = [
      ...(doc.params
        ? parametersOf(doc.params, "path")
        : [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
            name,
            in: "path",
            required: true,
            schema: name === "slug" ? { type: "string" } : { type: "integer", minimum: 1 },
          }))),
      ...(doc.query ? parametersOf(doc.query, "query") : []),
      ...(doc.paged ? parametersOf(pageQuerySchema, "query") : []),
    ];
    const responses: Record<string, unknown> = {
      [doc.status === 201 ? "201" : "200"]: {
        description: "Sucesso",
        content: doc.download
          ? { [doc.download]: { schema: { type: "string", format: "binary" } } }
          : { "application/json": { schema: success(doc) } },
      },
      "400": {
        description: "Entrada inválida",
        content: { "application/json": { schema: failure } },
      },
    };
    if (doc.access !== "public") responses["401"] = { description: "Não autenticado" };
    if (doc.limit) responses["429"] = { description: "Muitas requisições: tente mais tarde" };
    if (doc.access === "admin")
      responses["403"] = { description: "Acesso restrito a administradores" };
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = {
      summary: doc.summary,
      tags: [path.split("/")[2] === "admin" ? "admin" : "público"],
      security: doc.access === "public" ? [] : [{ session: [] }],
      ...(parameters.length ? { parameters } : {}),
      ...(doc.body
        ? {
            requestBody: {
              required: true,
              content: { "application/json": { schema: jsonSchema(doc.body) } },
            },
          }
        : {}),
      responses,
    };
  }
  return {
    openapi: "3.1.0",
    info: { title: "Nexo Digital API", version: "1.0.0" },
    components: {
      securitySchemes: { session: { type: "apiKey", in: "cookie", name: "sid" } },
    },
    paths,
  };
}
