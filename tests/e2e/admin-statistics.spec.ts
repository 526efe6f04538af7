import { expectNoAxeViolations, uniqueTag } from "../support/admin-e2e.ts";
import { expect, signIn, test } from "../support/fixtures.ts";
import { screenshotToLookAt } from "../support/screenshots.ts";

// docs/product.md#analytics: counted without a cookie, read at /admin/estatisticas.

// A browser's own name: the headless shell's is a robot's, and robots are not counted.
test.use({
  userAgent:
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36",
});

test("a campaign visit, its contact's origin in the dialog, the charts and the CSV", async ({
  page,
}) => {
  test.slow();
  await signIn(page.request);
  const campaign = uniqueTag("lancamento");
  const visit = await page.request.get(
    `/portfolio?utm_source=instagram&utm_medium=social&utm_campaign=${campaign}`,
    { headers: { referer: "https://l.instagram.com/" } },
  );
  expect(visit.status()).toBe(200);
  expect(visit.headers()["set-cookie"]).toBeUndefined();
  const sent = await page.request.post("/api/contact", {
    data: {
      name: "Origem Rastreada",
      email: "origem@exemplo.com.br",
      phone: "(11) 91234-5678",
      projectType: "Site Institucional",
      subject: `Campanha ${campaign}`,
      message: "Vi o anúncio no Instagram e quero um site novo.",
    },
  });
  expect(sent.status()).toBe(201);
  const { id } = ((await sent.json()) as { data: { id: number } }).data;

  await page.goto(`/admin/mensagens?id=${id}`);
  const dialog = page.getByRole("dialog", { name: "Detalhes da Mensagem" });
  await expect(dialog.locator("[data-lead-source]")).toContainText(
    `Origem: l.instagram.com · campanha instagram / social / ${campaign} · entrou por /portfolio`,
  );

  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await page.goto("/admin/estatisticas");
    await expect(page.getByRole("heading", { level: 1, name: "Estatísticas" })).toBeVisible();
    await expect(page.locator("[data-chart='daily'] canvas")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Campanhas" })).toBeVisible();
    await expect(page.getByText(campaign)).toBeVisible();
    await screenshotToLookAt(page, `admin-statistics-${width}`, { fullPage: true });
  }
  await page.getByRole("button", { name: "90 dias" }).click();
  await expect(page.getByRole("button", { name: "90 dias" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Exportar CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^estatisticas_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const csv = await (await download.createReadStream()).toArray();
  expect(Buffer.concat(csv).toString("utf8")).toContain('"Data";"Visitantes"');
});

test("the home's contact form coming into view is reported, for the funnel", async ({ page }) => {
  const beacons: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/ir/contato-visto") beacons.push(request.method());
  });
  await page.goto("/");
  // Not before the visitor reaches it.
  await page.waitForLoadState("load");
  expect(beacons).toEqual([]);
  await page.locator("#contato form").scrollIntoViewIfNeeded();
  await expect.poll(() => beacons).toEqual(["POST"]);
});
