import { afterAll, describe, expect, it } from "vitest";
import { createProject } from "../app/features/portfolio/test-fixtures.ts";
import { type JsonSchema, operationsOf, plausibleBodies } from "../tests/support/fuzz-requests.ts";
import { createTestApp } from "../tests/support/test-app.ts";

// Every text field of every documented request body refuses control characters and malformed
// Unicode with the same message, whatever route it belongs to: the rule lives in one schema
// helper, and this walks the OpenAPI document so a new route's fields are checked too.

const invalidCharacters = "Contém caracteres inválidos";

const t = await createTestApp({ RATE_LIMIT_SUBMISSIONS: "100000", RATE_LIMIT_LOGIN: "100000" });
afterAll(() => t.close());

const admin = await t.signIn("admin");
const project = await createProject(t, admin.cookie);
const documented = await t.request("GET", "/api/openapi.json");

/** The free-text members of a body schema (enumerations refuse anything else by themselves). */
function textFields(schema: JsonSchema): string[] {
  const names = new Set<string>();
  for (const branch of schema.anyOf ?? [schema]) {
    for (const [name, field] of Object.entries(branch.properties ?? {})) {
      const types = field.anyOf?.map((option) => option.type) ?? [field.type];
      if (types.includes("string") && !field.enum) names.add(name);
    }
  }
  return [...names];
}

const cases = operationsOf(documented.body).flatMap((operation) =>
  operation.body
    ? textFields(operation.body).flatMap((field) =>
        [
          ["NUL", "\u0000"],
          ["a lone surrogate", "\udc00"],
          ["DEL", "\u007f"],
        ].map(([kind, bad]) => ({ operation, schema: operation.body!, field, kind: kind!, bad })),
      )
    : [],
);

describe("every documented text field", () => {
  it("finds the text fields of the document", () => {
    expect(cases.length).toBeGreaterThan(60);
  });

  it.each(cases.map((c) => [c.operation.key, c.field, c.kind, c] as const))(
    "%s: %s with %s is a 400 'Contém caracteres inválidos'",
    async (_key, field, _kind, { operation, schema, bad }) => {
      // A content document's key is a name (`home`), every other parameter an id.
      const path = operation.template
        .replace("{key}", "home")
        .replace(/\{\w+\}/g, String(project.id));
      // The branch of the schema that has this field (unsubscribe: e-mail or token).
      const body = plausibleBodies(schema, Date.now()).find((candidate) => field in candidate)!;
      const value = typeof body[field] === "string" ? (body[field] as string) : "texto";
      body[field] = `${value.slice(0, 3)}${bad}${value.slice(3)}`;

      const res = await t.request(operation.method, path, { body, cookie: admin.cookie });
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.errors).toContainEqual({ path: field, message: invalidCharacters });
    },
  );
});
