import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  CONVERSION_ATTEMPTS,
  CONVERSION_RETRY_MS,
  FALLBACK_PIXEL_DELAY_MS,
  fallbackPixelUrl,
  loadAdsTag,
  resetAdsTagForTests,
  trackContactConversion,
} from "./ads.ts";
import { CONSENT_STORAGE_KEY } from "./consent.ts";

/** Just enough of a browser for the ads module: storage, a head, a body and element factories. */
function fakeBrowser(consent: string | null) {
  const storage = new Map<string, string>();
  if (consent) storage.set(CONSENT_STORAGE_KEY, consent);
  const head: FakeElement[] = [];
  const body: FakeElement[] = [];
  type FakeElement = Record<string, unknown> & {
    listeners: Record<string, () => void>;
    attributes: Record<string, string>;
  };
  const createElement = (tag: string): FakeElement => ({
    tag,
    style: {},
    listeners: {},
    attributes: {},
    addEventListener(this: FakeElement, type: string, listener: () => void) {
      this.listeners[type] = listener;
    },
    setAttribute(this: FakeElement, name: string, value: string) {
      this.attributes[name] = value;
    },
  });
  const win: Record<string, unknown> = {
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
    },
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
  };
  vi.stubGlobal("window", win);
  vi.stubGlobal("document", {
    createElement,
    head: { appendChild: (element: FakeElement) => head.push(element) },
    body: { appendChild: (element: FakeElement) => body.push(element) },
  });
  return { win, head, body };
}

const settings = { adsId: "AW-123456", adsConversionLabel: "abcDEF" };

describe("ads tag and conversion (consent-gated)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetAdsTagForTests();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("loads nothing without 'accepted' consent", () => {
    for (const consent of [null, "essential-only"]) {
      const { head, body } = fakeBrowser(consent);
      loadAdsTag(settings.adsId);
      trackContactConversion(settings);
      vi.advanceTimersByTime(5000);
      expect(head).toHaveLength(0);
      expect(body).toHaveLength(0);
    }
  });

  it("loads nothing without an ads id, even with consent", () => {
    const { head, body } = fakeBrowser("accepted");
    loadAdsTag("");
    trackContactConversion({ adsId: "", adsConversionLabel: "" });
    vi.advanceTimersByTime(5000);
    expect(head).toHaveLength(0);
    expect(body).toHaveLength(0);
  });

  it("adds gtag.js once, with the id, after consent", () => {
    const { head } = fakeBrowser("accepted");
    loadAdsTag(settings.adsId);
    loadAdsTag(settings.adsId);
    expect(head).toHaveLength(1);
    expect(head[0]!.src).toBe("https://www.googletagmanager.com/gtag/js?id=AW-123456");
  });

  it("sends form_submit once the tag has loaded, and the fallback pixel ~1 s later", () => {
    const { win, head, body } = fakeBrowser("accepted");
    trackContactConversion(settings);
    const calls: unknown[][] = [];
    win.gtag = (...args: unknown[]) => calls.push(args);
    vi.advanceTimersByTime(3 * CONVERSION_RETRY_MS);
    head[0]!.listeners.load!();
    vi.advanceTimersByTime(CONVERSION_RETRY_MS);
    expect(calls).toContainEqual(["event", "form_submit", { send_to: "AW-123456/abcDEF" }]);
    expect(body).toHaveLength(0);
    vi.advanceTimersByTime(FALLBACK_PIXEL_DELAY_MS);
    expect(body).toHaveLength(1);
    expect(body[0]!.src).toBe(fallbackPixelUrl(settings));
    expect(fallbackPixelUrl(settings)).toBe(
      "https://www.googleadservices.com/pagead/conversion/123456/?label=abcDEF&guid=ON&script=0",
    );
  });

  it("gives up after 20 attempts at 100 ms with a warning when the tag never loads", () => {
    const { win } = fakeBrowser("accepted");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    trackContactConversion(settings);
    const calls: unknown[][] = [];
    win.gtag = (...args: unknown[]) => calls.push(args);
    vi.advanceTimersByTime((CONVERSION_ATTEMPTS - 2) * CONVERSION_RETRY_MS);
    expect(warn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2 * CONVERSION_RETRY_MS);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(calls.some((call) => call[1] === "form_submit")).toBe(false);
    warn.mockRestore();
  });
});
