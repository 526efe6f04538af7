import { type APIRequestContext, test as base, expect } from "@playwright/test";
import { e2eAdmin } from "./e2e-admin.ts";
import { probeHydration, waitForHydrationOf } from "./hydration.ts";

/**
 * The one `test` of the end-to-end journeys: every journey fails on a console error or an
 * uncaught exception it did not name with `consoleErrors.allow(pattern)`.
 *
 * The browser logs "Failed to load resource" itself for every 4xx/5xx answer. The public pages
 * count those as errors (a missing font or image is a defect); the back-office journeys provoke
 * failed calls on purpose and assert what the screen says instead, so they set
 * `test.use({ failedLoadsExpected: true })`.
 */
export interface ConsoleErrors {
  allow(...patterns: RegExp[]): void;
}

export const test = base.extend<{ consoleErrors: ConsoleErrors; failedLoadsExpected: boolean }>({
  failedLoadsExpected: [false, { option: true }],
  // The production server asks for a page's scripts after its load event (docs/decisions/0023):
  // a journey acts on the page React has taken over, so `goto` and `reload` also wait for
  // hydration, unless the journey chose when to stop waiting (`waitUntil`), runs without
  // scripts, or paused the clock (it then moves the clock on itself: runClockUntil).
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) await probeHydration(page);
    let clockPaused = false;
    const pauseAt = page.clock.pauseAt.bind(page.clock);
    page.clock.pauseAt = (time) => {
      clockPaused = true;
      return pauseAt(time);
    };
    const hydrateUnlessTold = async (options?: { waitUntil?: unknown }) => {
      if (javaScriptEnabled !== false && !options?.waitUntil && !clockPaused) {
        await waitForHydrationOf(page);
      }
    };
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await hydrateUnlessTold(options);
      return response;
    };
    // On a busy machine an admin page's chunks can take seconds to arrive after a reload; an
    // expectation alone would wait for its data only as long as its own timeout.
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      await hydrateUnlessTold(options);
      return response;
    };
    await use(page);
  },
  consoleErrors: [
    async ({ page, failedLoadsExpected }, use) => {
      const allowed: RegExp[] = [];
      if (failedLoadsExpected) allowed.push(/^Failed to load resource/);
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use({ allow: (...patterns) => allowed.push(...patterns) });
      expect(errors.filter((text) => !allowed.some((pattern) => pattern.test(text)))).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Signs in through the API: the page's context then carries the session cookie. */
export async function signIn(
  request: APIRequestContext,
  username: string = e2eAdmin.username,
  password: string = e2eAdmin.password,
) {
  const response = await request.post("/api/login", { data: { username, password } });
  expect(response.ok(), `login as ${username}`).toBe(true);
}
