import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageActionContext } from "../../../server/http/page-actions.ts";
import { pageLoadContext } from "../../../tests/support/load-context.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { loader } from "./layout.tsx";

// docs/architecture.md#locales: every locale's pages are in the build; a server answers those of
// SITE_LOCALES, and the others are 404s, not pages in a language the agency did not publish.

type LoaderArgs = Parameters<typeof loader>[0];

describe("the site layout's loader with SITE_LOCALES=pt-BR", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SITE_LOCALES: "pt-BR" });
  });
  afterAll(() => t.close());

  const load = (path: string) => {
    const context = pageLoadContext(t);
    context.set(pageActionContext, { deps: { config: t.config } } as never);
    const request = new Request(`http://localhost${path}`);
    return loader({ context, request, params: {} } as unknown as LoaderArgs);
  };

  it.each(["/en", "/en/portfolio", "/en/testimonials/new", "/en/qualquer"])(
    "%s is a 404",
    async (path) => {
      await expect(load(path)).rejects.toMatchObject({ init: { status: 404 } });
    },
  );

  it.each(["/", "/portfolio", "/enxoval"])("%s is served", async (path) => {
    await expect(load(path)).resolves.toMatchObject({ formToken: expect.any(String) });
  });
});
