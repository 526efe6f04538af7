import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  CONSENT_SCOPE_KEY,
  CONSENT_STORAGE_KEY,
  currentChoice,
  hasAdsConsent,
  storeConsent,
} from "./consent.ts";

let storage: Map<string, string>;

beforeEach(() => {
  storage = new Map();
  vi.stubGlobal("window", {
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
      removeItem: (key: string) => storage.delete(key),
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a choice answers the notice it was given to (decision 0038)", () => {
  it("'Aceitar Todos' when ads were offered allows the ads tag", () => {
    storeConsent("accepted", true);
    expect(hasAdsConsent()).toBe(true);
    expect(currentChoice(true)).toBe("accepted");
    expect(storage.has(CONSENT_SCOPE_KEY)).toBe(false);
  });

  it("'Aceitar Todos' when nothing optional was offered never allows an ads tag, and is asked again once ads are", () => {
    storeConsent("accepted", false);
    expect(storage.get(CONSENT_STORAGE_KEY)).toBe("accepted");
    expect(hasAdsConsent()).toBe(false);
    expect(currentChoice(false)).toBe("accepted");
    expect(currentChoice(true)).toBeNull();
  });

  it("'Apenas Essenciais' without ads is kept while none are offered, asked again once they are", () => {
    storeConsent("essential-only", false);
    expect(currentChoice(false)).toBe("essential-only");
    expect(currentChoice(true)).toBeNull();
    expect(hasAdsConsent()).toBe(false);
  });

  it("a later choice with ads offered replaces the mark", () => {
    storeConsent("accepted", false);
    storeConsent("accepted", true);
    expect(hasAdsConsent()).toBe(true);
    expect(currentChoice(true)).toBe("accepted");
  });

  it("a choice stored before the mark existed answered a notice that offered ads: it holds", () => {
    storage.set(CONSENT_STORAGE_KEY, "accepted");
    expect(hasAdsConsent()).toBe(true);
    expect(currentChoice(true)).toBe("accepted");
  });

  it("no choice, or blocked storage, allows nothing", () => {
    expect(currentChoice(true)).toBeNull();
    expect(hasAdsConsent()).toBe(false);
    vi.stubGlobal("window", {
      localStorage: {
        getItem: () => {
          throw new Error("blocked");
        },
      },
    });
    expect(currentChoice(false)).toBeNull();
    expect(hasAdsConsent()).toBe(false);
  });
});
