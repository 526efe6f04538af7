import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageLoadContext } from "../../../tests/support/load-context.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { createProject } from "../../features/portfolio/test-fixtures.ts";
import { loader } from "./project.tsx";
import { loader as sitemapLoader } from "./sitemap.ts";

// docs/product.md#portfolio-english: each language has a project at its own slug; the other language's
// slug answers 301 to it, and the sitemap names the English address by the English slug.

type LoaderArgs = Parameters<typeof loader>[0];

function load(t: TestApp, path: string) {
  const slug = path.split("/").at(-1)!;
  const request = new Request(`http://localhost${path}`);
  return loader({
    params: { slug },
    context: pageLoadContext(t),
    request,
  } as unknown as LoaderArgs);
}

async function redirectOf(promise: Promise<unknown>) {
  const response = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(response).toBeInstanceOf(Response);
  const { status, headers } = response as Response;
  return { status, location: headers.get("Location") };
}

describe("a project's page in each language", () => {
  let t: TestApp;
  let withEnglish: { slug: string; slugEn: string };
  let withoutEnglish: { slug: string };

  beforeAll(async () => {
    t = await createTestApp();
    const cookie = (await t.signIn("editor")).cookie;
    const n = Math.random().toString(36).slice(2, 8);
    withEnglish = await createProject(t, cookie, {
      titleEn: "Aurora store",
      slugEn: `aurora-store-${n}`,
    });
    withoutEnglish = await createProject(t, cookie);
  });
  afterAll(() => t.close());

  it("answers each language at its own slug, with the slugs of both", async () => {
    const { slug, slugEn } = withEnglish;
    await expect(load(t, `/portfolio/${slug}`)).resolves.toMatchObject({
      project: { slug, slugEn },
      projectSlugs: { "pt-BR": slug, en: slugEn },
    });
    await expect(load(t, `/en/portfolio/${slugEn}`)).resolves.toMatchObject({
      project: { slug },
    });
  });

  it("sends the other language's slug to its own (301)", async () => {
    const { slug, slugEn } = withEnglish;
    expect(await redirectOf(load(t, `/en/portfolio/${slug}`))).toEqual({
      status: 301,
      location: `/en/portfolio/${slugEn}`,
    });
    expect(await redirectOf(load(t, `/portfolio/${slugEn}`))).toEqual({
      status: 301,
      location: `/portfolio/${slug}`,
    });
  });

  it("keeps the pt-BR slug in English when there is no English one", async () => {
    const { slug } = withoutEnglish;
    await expect(load(t, `/en/portfolio/${slug}`)).resolves.toMatchObject({
      projectSlugs: { "pt-BR": slug, en: slug },
    });
  });

  it("lists the English address by the English slug in the sitemap", async () => {
    const response = (await sitemapLoader({
      context: pageLoadContext(t),
      request: new Request("http://localhost/sitemap.xml"),
    } as never)) as Response;
    const xml = await response.text();
    expect(xml).toContain(`/en/portfolio/${withEnglish.slugEn}</loc>`);
    expect(xml).not.toContain(`/en/portfolio/${withEnglish.slug}<`);
    expect(xml).toContain(`/portfolio/${withEnglish.slug}</loc>`);
    expect(xml).toContain(`/en/portfolio/${withoutEnglish.slug}</loc>`);
  });
});
