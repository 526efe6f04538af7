import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page } from "@playwright/test";

/** Shared steps of the back-office journeys (tests/e2e/admin-*.spec.ts). */

export const editorPassword = "senha-editor-123";

let unique = 0;
/** A value no other test (or worker) uses. */
export function uniqueTag(prefix: string): string {
  unique += 1;
  return `${prefix}${Date.now().toString(36)}${process.pid.toString(36)}${unique}`;
}

/** Creates an editor as the admin (through the API) and returns its credentials. */
export async function createEditor(
  request: APIRequestContext,
  { email, role = "editor" }: { email?: string; role?: "admin" | "editor" } = {},
) {
  const username = uniqueTag(role);
  const fullName = `Editora ${username}`;
  const response = await request.post("/api/register", {
    data: { fullName, username, password: editorPassword, role, email },
  });
  expect(response.status()).toBe(201);
  const { data } = (await response.json()) as { data: { id: number } };
  return { id: data.id, username, fullName, password: editorPassword };
}

export async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), `GET ${path}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** Answers every matching request with a 500 and the product reference's JSON failure body. */
export async function failApi(page: Page, url: string, method?: string) {
  await page.route(url, (route) =>
    method && route.request().method() !== method
      ? route.fallback()
      : route.fulfill({
          status: 500,
          contentType: "application/json",
          body: JSON.stringify({ success: false, message: "Erro interno do servidor" }),
        }),
  );
}

/** Answers every GET on `url` with `{success: true, data}`. */
export async function fakeApi(page: Page, url: string, data: unknown) {
  await page.route(url, (route) =>
    route.request().method() !== "GET"
      ? route.fallback()
      : route.fulfill({
          status: 200,
          contentType: "application/json",
          body: JSON.stringify({ success: true, data }),
        }),
  );
}

export async function expectNoAxeViolations(page: Page) {
  // A dialog fading in has half-transparent text: check the screen once its transitions end.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

/** The toast region's text (one toast at a time, docs/product.md#constants). */
export function toastRegion(page: Page) {
  // Radix names the region after the viewport label ("Notifications (F8)" by default).
  // includeHidden: an open modal dialog marks the rest of the page aria-hidden, the toasts included.
  return page.getByRole("region", { name: /^Notifica/, includeHidden: true });
}
