import { type Page, test } from "@playwright/test";

/**
 * A screenshot for a person to look at, under the journey's folder in `test-results/` (never
 * outside the project). Nothing checks it, so it is taken only when `E2E_SCREENSHOTS` is set
 * (docs/architecture.md#tests).
 */
export async function screenshotToLookAt(
  page: Page,
  name: string,
  options: { fullPage?: boolean } = {},
) {
  if (!process.env.E2E_SCREENSHOTS) return;
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), ...options });
}
