import { expect, type Locator, type Page, type Request } from "@playwright/test";

/** Shared steps of the forms-without-JavaScript journeys (docs/product.md#forms-without-javascript). */

const SCRIPT_DELAY_MS = 2500;

/**
 * Holds every script of the build for 2.5 s, as a slow phone would get them, and until the test
 * has typed (`release`): on a busy machine typing may itself take longer than 2.5 s.
 */
export async function delayScripts(page: Page) {
  let release = () => {};
  const typed = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/*.js", async (route) => {
    await Promise.all([new Promise((resume) => setTimeout(resume, SCRIPT_DELAY_MS)), typed]);
    await route.continue();
  });
  return { release };
}

/** Whether React has taken over this element (its fiber is attached once hydrated). */
function isHydrated(element: Locator) {
  return element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__react")));
}

export async function expectNotHydrated(element: Locator) {
  expect(await isHydrated(element), "the form was typed into before hydration").toBe(false);
}

export async function waitForHydration(element: Locator) {
  await expect.poll(() => isHydrated(element), { timeout: 15_000 }).toBe(true);
}

/**
 * Every request the page makes, to prove nothing typed travels in an address and no form goes
 * out as a GET.
 */
export function recordRequests(page: Page) {
  const requests: Request[] = [];
  page.on("request", (request) => requests.push(request));
  return {
    requests,
    expectNoneCarries(...values: string[]) {
      for (const request of requests) {
        const url = decodeURIComponent(request.url()).replaceAll("+", " ");
        for (const value of values) {
          expect(url, `${request.method()} ${request.url()}`).not.toContain(value);
        }
      }
    },
    posts(path: string) {
      return requests.filter(
        (request) => request.method() === "POST" && new URL(request.url()).pathname === path,
      );
    },
  };
}
