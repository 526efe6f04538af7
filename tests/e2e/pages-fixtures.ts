import type { Page, Route } from "@playwright/test";
import type { Project } from "../../app/features/portfolio/types.ts";
import type { PublicTestimonial } from "../../app/features/testimonials/types.ts";
import { test as base, expect } from "../support/fixtures.ts";

/**
 * Shared by the pages*.spec.ts journeys: the one `test` (tests/support/fixtures.ts: a console
 * error the test did not name fails it), with the cookie notice answered beforehand.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    // The cookie notice is the layout's subject; here it would only cover the content.
    await page.addInitScript(() => {
      if (!window.localStorage.getItem("cookie-consent")) {
        window.localStorage.setItem("cookie-consent", "essential-only");
      }
    });
    await use(page);
  },
});

export { expect };

/** The agency address the e2e server builds its links with (no SITE_URL: localhost + PORT). */
export function siteUrl(baseURL: string | undefined): string {
  const port = new URL(baseURL ?? "http://127.0.0.1:4173").port;
  return `http://localhost:${port}`;
}

export async function publicProjects(page: Page): Promise<Project[]> {
  const response = await page.request.get("/api/portfolio");
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Project[] }).data;
}

export async function publicTestimonials(page: Page): Promise<PublicTestimonial[]> {
  const response = await page.request.get("/api/testimonials");
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: PublicTestimonial[] }).data;
}

/** Answers a JSON API call with `{success: true, data}`. */
export function fulfillData(route: Route, data: unknown) {
  return route.fulfill({
    status: 200,
    contentType: "application/json",
    body: JSON.stringify({ success: true, data }),
  });
}

export function fulfillFailure(route: Route, status = 500) {
  return route.fulfill({
    status,
    contentType: "application/json",
    body: JSON.stringify({ success: false, message: "Erro interno do servidor" }),
  });
}

/** The browser's own log line for a response we made fail on purpose. */
export const failedResourcePattern =
  /Failed to load resource: the server responded with a status of (404|500)/;

/**
 * Holds matching requests until `release()`: the page is caught in its loading state for as
 * long as the test looks at it, with no timing involved.
 */
export async function holdRequests(page: Page, url: string | RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}
