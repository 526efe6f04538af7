import { expect, type Locator, type Page } from "@playwright/test";

/*
 * The server's HTML is on screen before React has taken it over; on a busy machine that gap can
 * last seconds. A click in it follows a link as a full page load, and a value typed into a
 * controlled field can be reset when React takes the field over, so a journey that means to
 * test the hydrated page waits for it. React reports every commit to the developer-tools hook,
 * the first one being hydration, so a minimal hook tells the test when that happened.
 */

const probed = new WeakSet<Page>();

function installHook() {
  const state = window as unknown as {
    __hydrated?: boolean;
    __REACT_DEVTOOLS_GLOBAL_HOOK__?: object;
  };
  state.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => {},
    onCommitFiberRoot: () => {
      state.__hydrated = true;
    },
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
  };
}

/** Lets `waitForHydrationOf` see this page's hydrations (before its first navigation). */
export async function probeHydration(page: Page) {
  if (probed.has(page)) return;
  probed.add(page);
  await page.addInitScript(installHook);
}

/** Returns once React has hydrated the page now open, if it is one of the app's pages. */
export async function waitForHydrationOf(page: Page) {
  const isAppPage = await page.evaluate(() => "__reactRouterContext" in window);
  if (!isAppPage) return;
  await page.waitForFunction(() => (window as { __hydrated?: boolean }).__hydrated === true, null, {
    timeout: 15_000,
  });
}

/** Opens `path` and returns once React has hydrated it. */
export async function gotoHydrated(page: Page, path: string) {
  await probeHydration(page);
  await page.goto(path);
  await waitForHydrationOf(page);
}

/**
 * When the page's load event started and when it first asked for a script and a web font, in ms
 * since the navigation (NaN without a navigation entry, so any comparison with it fails;
 * Infinity for what it never asked for).
 */
export function scriptTiming(page: Page) {
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType(
      "navigation",
    ) as PerformanceNavigationTiming[];
    const firstRequested = (extension: string) =>
      Math.min(
        ...performance
          .getEntriesByType("resource")
          .filter((entry) => new URL(entry.name).pathname.endsWith(extension))
          .map((entry) => entry.startTime),
      );
    return {
      loaded: navigation?.loadEventStart ?? Number.NaN,
      firstScriptRequested: firstRequested(".js"),
      firstFontRequested: firstRequested(".woff2"),
    };
  });
}

/**
 * Moves a paused clock on a frame at a time until `done()` holds, as a running clock would. The
 * production server asks for a page's scripts after its load event and two animation frames
 * (server/http/deferred-scripts.ts), and the way from those scripts to a lazy part can pass
 * through more timers: React holds back the reveal of Suspense boundaries that resolve close
 * together (about 300 ms), and which boundaries resolve when depends on how fast the chunks
 * arrive. A step at a time, `done()` is seen at most a step or two after it began to hold.
 */
export async function runClockUntil(page: Page, done: () => boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`the page did not get there within ${timeoutMs} ms`);
    await page.clock.runFor(16);
  }
}

/**
 * Waits for a part that marks itself `data-ready` once hydrated and wired (the contact form, the
 * testimonial slider). Hydration on a busy machine can outlast the default 7 s expect, and a
 * slider also waits for its first testimonials.
 */
export async function expectReady(part: Locator) {
  await expect(part).toHaveAttribute("data-ready", "true", { timeout: 20_000 });
}
