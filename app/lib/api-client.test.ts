import { afterEach, describe, expect, test, vi } from "vitest";
import { ApiError, apiRequest } from "./api-client.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

const answer = (status: number, body: unknown) =>
  vi.stubGlobal(
    "fetch",
    vi.fn(async () =>
      Response.json(body, { status, headers: { "content-type": "application/json" } }),
    ),
  );

describe("the API client's errors (docs/product.md#response-shape)", () => {
  test("a validation failure carries its message and every field's", async () => {
    answer(400, {
      success: false,
      message: "Título: campo obrigatório",
      errors: [
        { path: "data.title", message: "Título: campo obrigatório" },
        { path: "data.items.0.name", message: "Nome: máximo de 60 caracteres" },
        { path: 3, message: "ignored: not a path" },
      ],
    });
    const error = await apiRequest("PUT", "/api/x", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: "Título: campo obrigatório",
      errors: [
        { path: "data.title", message: "Título: campo obrigatório" },
        { path: "data.items.0.name", message: "Nome: máximo de 60 caracteres" },
      ],
    });
  });

  test("any other failure has no field errors", async () => {
    answer(409, { success: false, message: "Este conteúdo foi alterado por Ana às 14:32" });
    const error = await apiRequest("PUT", "/api/x", {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 409, errors: [] });
  });
});
