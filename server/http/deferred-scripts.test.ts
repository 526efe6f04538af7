import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { deferredModuleLoader, deferredModuleText, deferScripts } from "./deferred-scripts.ts";

const bootstrap = `import "/assets/manifest-abc.js";
import * as route0 from "/assets/root-def.js";
window.__reactRouterRouteModules = {"root":route0};
import("/assets/entry.client-123.js");`;

const webFonts = "@font-face{font-family:Inter;src:url(/assets/inter.woff2)}";
const page = `<!DOCTYPE html><html><head><title>x</title><style>p{margin:0}</style><style data-web-fonts="">${webFonts}</style><link rel="modulepreload" href="/assets/entry.client-123.js"/><link rel="modulepreload" href="/assets/root-def.js"/><link rel="preload" href="/f.woff2" as="font"/></head><body><main>Olá</main><script>window.__reactRouterContext = {};</script><script type="module" async="">${bootstrap}</script><script>window.__reactRouterContext.streamController.enqueue("x");</script></body></html>`;

/**
 * Runs a loader in a fake document and returns what it appended, and when: the module script
 * to the body, the web fonts' markup (`fonts`, a <noscript>'s text) to the head.
 */
function runLoader(
  loader: string,
  state: { readyState: string; hidden: boolean },
  fonts: string | null = null,
) {
  const appended: { type: string; textContent: string }[] = [];
  const head: string[] = [];
  const listeners: Record<string, () => void> = {};
  const timers: (() => void)[] = [];
  const frames: (() => void)[] = [];
  runInNewContext(loader, {
    document: {
      ...state,
      createElement: () => ({ type: "", textContent: "" }),
      querySelector: (selector: string) =>
        selector === "noscript[data-web-fonts]" && fonts !== null ? { textContent: fonts } : null,
      head: {
        insertAdjacentHTML: (position: string, markup: string) => {
          expect(position).toBe("beforeend");
          head.push(markup);
        },
      },
      body: { append: (node: { type: string; textContent: string }) => appended.push(node) },
    },
    addEventListener: (name: string, listener: () => void) => {
      listeners[name] = listener;
    },
    setTimeout: (callback: () => void) => timers.push(callback),
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
  });
  return { appended, head, listeners, timers, frames };
}

describe("deferScripts", () => {
  const deferred = deferScripts(page);

  it("drops the modulepreload links and keeps the other links", () => {
    expect(deferred).not.toContain('rel="modulepreload"');
    expect(deferred).toContain('<link rel="preload" href="/f.woff2" as="font"/>');
  });

  it("puts a classic loader in the bootstrap's place, the other scripts untouched", () => {
    expect(deferred).not.toContain('type="module"');
    const scripts = [...deferred.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(scripts).toHaveLength(3);
    expect(scripts[0]).toBe("window.__reactRouterContext = {};");
    expect(deferredModuleText(scripts[1] ?? "")).toBe(bootstrap);
    expect(scripts[2]).toBe('window.__reactRouterContext.streamController.enqueue("x");');
  });

  it("holds the web fonts' faces in a <noscript>: styles without scripts, text for the loader", () => {
    expect(deferred).toContain(
      `<style>p{margin:0}</style><noscript data-web-fonts=""><style data-web-fonts="">${webFonts}</style></noscript>`,
    );
  });

  it("leaves a page without React Router's bootstrap as it is", () => {
    const plain = "<!DOCTYPE html><html><head></head><body><script>go()</script></body></html>";
    expect(deferScripts(plain)).toBe(plain);
  });
});

describe("deferredModuleLoader", () => {
  it("adds the module after the load event and one painted frame", () => {
    const { appended, listeners, timers, frames } = runLoader(deferredModuleLoader(bootstrap), {
      readyState: "interactive",
      hidden: false,
    });
    expect(appended).toEqual([]);
    listeners.load?.();
    expect(appended).toEqual([]);
    frames.shift()?.();
    expect(appended).toEqual([]);
    frames.shift()?.();
    expect(appended).toEqual([{ type: "module", textContent: bootstrap }]);
    // The 2.5 s fallback finds it started.
    timers[0]?.();
    expect(appended).toHaveLength(1);
    expect(frames).toHaveLength(0);
  });

  it("adds the web fonts back with the module, not before the first painted frame", () => {
    const fonts = `<style data-web-fonts="">${webFonts}</style>`;
    const { appended, head, listeners, frames } = runLoader(
      deferredModuleLoader(bootstrap),
      { readyState: "interactive", hidden: false },
      fonts,
    );
    listeners.load?.();
    frames.shift()?.();
    expect(head).toEqual([]);
    frames.shift()?.();
    expect(head).toEqual([fonts]);
    expect(appended).toHaveLength(1);
  });

  it("does not wait for a load that takes longer than 2.5 s", () => {
    const { appended, timers, frames } = runLoader(deferredModuleLoader(bootstrap), {
      readyState: "loading",
      hidden: false,
    });
    timers.shift()?.();
    frames.shift()?.();
    frames.shift()?.();
    expect(appended).toEqual([{ type: "module", textContent: bootstrap }]);
  });

  it("starts at the visitor's first touch or key, before the page has loaded", () => {
    for (const event of ["pointerdown", "keydown", "touchstart"]) {
      const { appended, listeners, frames } = runLoader(deferredModuleLoader(bootstrap), {
        readyState: "interactive",
        hidden: false,
      });
      listeners[event]?.();
      frames.shift()?.();
      frames.shift()?.();
      expect(appended).toEqual([{ type: "module", textContent: bootstrap }]);
      listeners.load?.();
      expect(frames).toHaveLength(0);
    }
  });

  it("adds it at once in a hidden tab, which paints no frames", () => {
    const { appended } = runLoader(deferredModuleLoader(bootstrap), {
      readyState: "complete",
      hidden: true,
    });
    expect(appended).toEqual([{ type: "module", textContent: bootstrap }]);
  });

  it("carries any module text inside the script element intact", () => {
    const hostile = 'x("</script><script>alert(1)</script><!-- \\u2028 \u2028 é")';
    const loader = deferredModuleLoader(hostile);
    expect(loader).not.toMatch(/<\/script|<!--/i);
    expect(deferredModuleText(loader)).toBe(hostile);
  });
});
