import type { Page } from "@playwright/test";

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

/** Opens `path` and returns once React has hydrated it. */
export async function gotoHydrated(page: Page, path: string) {
  if (!probed.has(page)) {
    probed.add(page);
    await page.addInitScript(installHook);
  }
  await page.goto(path);
  await page.waitForFunction(() => (window as { __hydrated?: boolean }).__hydrated === true, null, {
    timeout: 15_000,
  });
}

/**
 * The production server asks for a page's scripts after its load event and two animation frames
 * (server/http/deferred-scripts.ts). With the page's clock paused, those frames never come: move
 * the clock past them once the page has loaded.
 */
export async function letDeferredScriptsStart(page: Page) {
  await page.clock.runFor(50);
}
