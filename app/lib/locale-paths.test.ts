import { describe, expect, it } from "vitest";
import { localeOfPath, localePaths, pageOfPath, pathOfPage } from "./locale-paths.ts";

const [portuguese, english] = localePaths;

describe("locale paths", () => {
  it.each([
    ["/", "pt-BR"],
    ["/portfolio", "pt-BR"],
    ["/enxoval", "pt-BR"],
    ["/en", "en"],
    ["/en/", "en"],
    ["/en/testimonials/new", "en"],
  ])("%s is in %s", (path, locale) => {
    expect(localeOfPath(path, localePaths).locale).toBe(locale);
  });

  it.each([
    ["/", { page: "home" }, "/en"],
    ["/portfolio", { page: "portfolio" }, "/en/portfolio"],
    [
      "/portfolio/clinica-viva-bem",
      { page: "project", slug: "clinica-viva-bem" },
      "/en/portfolio/clinica-viva-bem",
    ],
    ["/depoimentos", { page: "testimonials" }, "/en/testimonials"],
    ["/depoimentos/novo", { page: "newTestimonial" }, "/en/testimonials/new"],
    ["/politica-de-privacidade", { page: "privacy" }, "/en/privacy"],
    ["/privacidade", { page: "privacy" }, "/en/privacy"],
    ["/termos-de-servico", { page: "terms" }, "/en/terms"],
    ["/termos", { page: "terms" }, "/en/terms"],
  ])("%s is the same page as %s", (path, page, englishPath) => {
    expect(pageOfPath(path, localePaths)).toEqual(page);
    expect(pathOfPage(pageOfPath(path, localePaths)!, english!)).toBe(englishPath);
    expect(pageOfPath(englishPath, localePaths)).toEqual(page);
  });

  it("gives pt-BR its SPEC paths back", () => {
    for (const path of [
      "/",
      "/portfolio",
      "/depoimentos",
      "/depoimentos/novo",
      "/termos-de-servico",
    ]) {
      expect(pathOfPage(pageOfPath(path, localePaths)!, portuguese!)).toBe(path);
    }
  });

  it.each([
    "/admin",
    "/newsletter",
    "/portfolio/a/b",
    "/en/depoimentos",
    "/en/privacidade",
    "/enxoval",
  ])("%s is no page of the table", (path) => {
    expect(pageOfPath(path, localePaths)).toBeNull();
  });

  it("gives a project its own slug in a locale that has one, else the shared one", () => {
    const [portuguese, english] = localePaths;
    const page = { page: "project" as const, slug: "loja-aurora", slugs: { en: "aurora-store" } };
    expect(pathOfPage(page, english!)).toBe("/en/portfolio/aurora-store");
    expect(pathOfPage(page, portuguese!)).toBe("/portfolio/loja-aurora");
  });
});
