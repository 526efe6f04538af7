import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../tests/support/test-app.ts";
import { features } from "./features.ts";
import { declaredEndpoints } from "./openapi.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/openapi.json", () => {
  it("documents every mounted /api route, and nothing that is not mounted", async () => {
    const res = await t.request("GET", "/api/openapi.json");
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe("3.1.0");
    const documented = Object.entries(res.body.paths as Record<string, Record<string, unknown>>)
      .flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`))
      .sort();
    expect(documented).toEqual(Object.keys(declaredEndpoints(features)).sort());
  });

  it("describes request bodies from the same zod schemas the handlers use", async () => {
    const { body } = await t.request("GET", "/api/openapi.json");
    const contact = body.paths["/api/contact"].post;
    expect(contact.responses).toHaveProperty("201");
    const schema = contact.requestBody.content["application/json"].schema;
    expect(schema.required).toEqual(
      expect.arrayContaining(["name", "email", "phone", "projectType", "subject", "message"]),
    );
    expect(schema.properties.message.maxLength).toBe(5000);
    const reset = body.paths["/api/admin/users/{id}/reset-password-drizzle"].post;
    expect(reset.parameters[0]).toMatchObject({ name: "id", in: "path" });
    expect(reset.responses).toHaveProperty("403");
  });
});
