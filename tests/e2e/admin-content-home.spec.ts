import type { APIRequestContext } from "@playwright/test";
import { expect, signIn, test } from "../support/fixtures.ts";

// docs/product.md#content: the home page shows the published `home` document, and its preview
// link the draft, hydrated in the browser without a mismatch (the fixture fails a journey on any
// console error). Staff edit through the API here; the form has its own journeys.
test.describe.configure({ mode: "serial" });

type HomeDocument = {
  hero: { headline: string };
  about: { heading: string };
  services: { items: { title: string }[] };
};

async function editHome(
  request: APIRequestContext,
  change: (draft: HomeDocument) => void,
  publish: boolean,
) {
  const current = (await (await request.get("/api/admin/content/home")).json()).data;
  const draft = structuredClone(current.draft) as HomeDocument;
  change(draft);
  const saved = await request.put("/api/admin/content/home", {
    data: { data: draft, version: current.version },
  });
  expect(saved.status()).toBe(200);
  if (publish) {
    const published = await request.post("/api/admin/content/home/publish", { data: {} });
    expect(published.status()).toBe(200);
  }
  return current.published as HomeDocument;
}

test("the home shows the published document, after a client-side navigation too", async ({
  page,
  request,
}) => {
  await signIn(request);
  const mark = Date.now().toString(36);
  const original = await editHome(
    request,
    (draft) => {
      draft.hero.headline = `Sites que *vendem* ${mark}`;
      draft.about.heading = `Um time só ${mark}`;
      draft.services.items[0]!.title = `Sites sob medida ${mark}`;
    },
    true,
  );

  const read = page.waitForResponse((r) => r.url().endsWith("/api/content/home?locale=pt-BR"));
  await page.goto("/");
  expect((await read).status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Sites que vendem ${mark}`);
  await expect(page.locator("h1 span")).toHaveText("vendem");
  await expect(page.getByRole("heading", { name: `Um time só ${mark}` })).toBeVisible();
  await expect(page.getByRole("heading", { name: `Sites sob medida ${mark}` })).toBeVisible();

  // A navigation here from another page reads the document in the browser.
  await page.goto("/portfolio");
  await page.getByRole("link", { name: "Home", exact: true }).first().click();
  await expect(page).toHaveURL(/\/(#home)?$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Sites que vendem ${mark}`);
  await expect(page.getByRole("heading", { name: `Um time só ${mark}` })).toBeVisible();

  await editHome(request, (draft) => Object.assign(draft, original), true);
});

test("the preview link shows the draft, hydrated, with its band", async ({ page, request }) => {
  await signIn(request);
  const mark = Date.now().toString(36);
  await editHome(
    request,
    (draft) => {
      draft.hero.headline = `Rascunho *novo* ${mark}`;
      draft.about.heading = `Rascunho do time ${mark}`;
    },
    false,
  );
  const link = await request.post("/api/admin/content/home/preview");
  const url = new URL((await link.json()).data.url);

  // The page hydrates its sections with the draft too, read through the same link.
  const draftRead = page.waitForResponse((r) =>
    r.url().includes("/api/content/home?locale=pt-BR&previa="),
  );
  await page.goto(url.pathname + url.search);
  expect((await draftRead).status()).toBe(200);
  await expect(page.getByRole("status").filter({ hasText: "Pré-visualização" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Rascunho novo ${mark}`);
  await expect(page.getByRole("heading", { name: `Rascunho do time ${mark}` })).toBeVisible();

  // Visitors still see the published home.
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).not.toContainText(mark);
  await expect(page.getByRole("heading", { name: `Rascunho do time ${mark}` })).toHaveCount(0);
});
