import { expect, signIn, test } from "../support/fixtures.ts";

/*
 * /admin/atividade on a phone (issue "second look", item 10): the long targets of the activity
 * log (the retention job's counts, a username tried) wrap between words, never inside one
 * ('ins crições', 'aprovado s').
 */

test.use({ failedLoadsExpected: true });

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 500 ? 844 : 900 } });

    test("the activity log breaks lines between words", async ({ page }) => {
      // A refused sign-in names the username tried: a long, many-word target.
      const tried = "12 inscrições não confirmadas, 3 depoimentos não aprovados e 4 registros";
      const refused = await page.request.post("/api/login", {
        data: { username: tried, password: "errada" },
      });
      expect(refused.status()).toBe(401);
      await signIn(page.request);
      await page.goto("/admin/atividade");
      const table = page.getByRole("table", {
        name: "Registro de atividades do painel, mais recentes primeiro",
      });
      await expect(table.getByText(tried).first()).toBeVisible();

      // Every word of every cell sits on one line: a word split over two lines has two boxes.
      const split = await table.locator("td").evaluateAll((cells) => {
        const broken: string[] = [];
        for (const cell of cells) {
          const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = node.textContent ?? "";
            // A line may end after a hyphen ('e-' / 'mails'), as in print; never elsewhere.
            for (const match of text.matchAll(/[^\s-]+/g)) {
              const range = document.createRange();
              range.setStart(node, match.index);
              range.setEnd(node, match.index + match[0].length);
              const lines = new Set(
                Array.from(range.getClientRects())
                  .filter((r) => r.width > 0)
                  .map((r) => Math.round(r.top)),
              );
              if (lines.size > 1) broken.push(match[0]);
            }
          }
        }
        return broken;
      });
      expect(split).toEqual([]);
    });
  });
}
