import type { APIRequestContext } from "@playwright/test";
import { expect, signIn, test } from "../support/fixtures.ts";
import { gotoHydrated } from "../support/hydration.ts";

// docs/architecture.md#content: the terms page shows the published `terms` document, as a
// visitor's browser gets it, and what staff typed never becomes markup of its own.

type Terms = { body: { root: { children: unknown[] } } } & Record<string, unknown>;

const text = (value: string, format = 0) => ({ type: "text", text: value, format, version: 1 });
const paragraph = (...children: unknown[]) => ({ type: "paragraph", children, version: 1 });

async function publishTerms(request: APIRequestContext, change: (terms: Terms) => Terms) {
  const current = await (await request.get("/api/admin/content/terms")).json();
  const saved = await request.put("/api/admin/content/terms", {
    data: { data: change(current.data.published), version: current.data.version },
  });
  expect(saved.ok()).toBe(true);
  expect((await request.post("/api/admin/content/terms/publish", { data: {} })).ok()).toBe(true);
  return current.data.published as Terms;
}

test("a published edit of the terms shows on the page, and hostile rich text stays text", async ({
  page,
  browser,
}) => {
  await signIn(page.request);
  const stamp = Date.now().toString(36);
  const original = await publishTerms(page.request, (terms) => ({
    ...terms,
    body: {
      root: {
        ...terms.body.root,
        children: [
          ...terms.body.root.children,
          { type: "heading", tag: "h2", children: [text(`Cláusula ${stamp}`)], version: 1 },
          paragraph(text("<img src=x onerror=window.hostile=1>"), {
            type: "link",
            url: '/x" onmouseover="window.hostile=1',
            children: [text("passe")],
          }),
          { ...paragraph(text("clique")), onclick: "window.hostile=1", style: "color:red" },
        ],
      },
    },
  }));

  const visitor = await browser.newContext();
  const anonymous = await visitor.newPage();
  // The anonymous page is not the fixture's: its console (a hydration mismatch) is read here.
  const errors: string[] = [];
  anonymous.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await gotoHydrated(anonymous, "/termos-de-servico");
  const main = anonymous.getByRole("main");
  await expect(
    main.getByRole("heading", { level: 2, name: new RegExp(`Cláusula ${stamp}`) }),
  ).toBeVisible();
  const contents = anonymous.getByRole("navigation", { name: "Nesta página" });
  await expect(contents.getByRole("link", { name: `Cláusula ${stamp}` })).toHaveAttribute(
    "href",
    `#clausula-${stamp}`,
  );
  await expect(main.getByText("<img src=x onerror=window.hostile=1>")).toBeVisible();
  await main.getByRole("link", { name: "passe" }).hover();
  await main.getByText("clique").click();
  const article = anonymous.locator("article");
  expect(
    await article.evaluate((element) =>
      [element, ...element.querySelectorAll("*")].flatMap((node) =>
        [...node.attributes]
          .map((attribute) => attribute.name)
          .filter((name) => name.startsWith("on") || name === "style"),
      ),
    ),
  ).toEqual([]);
  await expect(article.locator("script, img, iframe, svg:not([aria-hidden])")).toHaveCount(0);
  expect(await anonymous.evaluate(() => (window as { hostile?: number }).hostile)).toBeUndefined();
  expect(errors).toEqual([]);
  await visitor.close();

  // The terms go back as they were, for the other journeys.
  await publishTerms(page.request, () => original);
});
