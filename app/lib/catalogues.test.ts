import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { contentLocales } from "../features/content/documents.ts";
import { defaultLocale, localePaths } from "./locale-paths.ts";

// docs/architecture.md#locales: a locale is a catalogue in messages/, its word in the inlang
// project, its paths in localePaths and a content locale. Paraglide falls back to pt-BR for a missing key, so a
// forgotten translation would show Portuguese on an English page: this test refuses it.
const root = resolve(import.meta.dirname, "../..");
const read = (path: string) => JSON.parse(readFileSync(resolve(root, path), "utf8"));
const settings = read("project.inlang/settings.json") as { baseLocale: string; locales: string[] };
const catalogue = (locale: string) => {
  const { $schema: _, ...messages } = read(`messages/${locale}.json`) as Record<string, string>;
  return messages;
};
const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).sort();

describe("message catalogues", () => {
  it("are the same locales in the inlang project, messages/ and the site's paths", () => {
    expect(settings.baseLocale).toBe(defaultLocale);
    const files = readdirSync(resolve(root, "messages")).map((file) => file.replace(/\.json$/, ""));
    expect(files.sort()).toEqual([...settings.locales].sort());
    expect(localePaths.map(({ locale }) => locale)).toEqual(settings.locales);
    expect([...contentLocales]).toEqual(settings.locales);
  });

  const base = catalogue(defaultLocale);
  it.each(settings.locales.filter((locale) => locale !== defaultLocale))(
    "%s has every pt-BR message, no other, none empty, with the same placeholders",
    (locale) => {
      const messages = catalogue(locale);
      expect(Object.keys(messages).sort()).toEqual(Object.keys(base).sort());
      for (const [key, text] of Object.entries(messages)) {
        expect(text.trim(), key).not.toBe("");
        expect(placeholders(text), key).toEqual(placeholders(base[key]!));
      }
    },
  );
});
