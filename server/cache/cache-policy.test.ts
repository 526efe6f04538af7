import { describe, expect, it } from "vitest";
import { cachePolicies } from "../features.ts";

const origin = "https://nexo.example";

function policyFor(pathAndQuery: string, method = "GET") {
  return cachePolicies.of(method, new URL(pathAndQuery, origin));
}

describe("cachePolicy", () => {
  describe("public pages", () => {
    // Every page shows the published site facts: each also depends on `content`.
    it.each([
      ["/", ["portfolio", "testimonials", "content"]],
      ["/portfolio", ["portfolio", "content"]],
      ["/portfolio/some-slug", ["portfolio", "content"]],
      ["/depoimentos", ["testimonials", "content"]],
      ["/depoimentos/novo", ["content"]],
      ["/politica-de-privacidade", ["content"]],
      ["/privacidade", ["content"]],
      ["/termos-de-servico", ["content"]],
      ["/termos", ["content"]],
      ["/sitemap.xml", ["portfolio", "content"]],
      ["/robots.txt", ["content"]],
      // Another locale's page takes its pt-BR page's tags, under its own key.
      ["/en", ["portfolio", "testimonials", "content"]],
      ["/en/portfolio/some-slug", ["portfolio", "content"]],
      ["/en/testimonials", ["testimonials", "content"]],
      ["/en/privacy", ["content"]],
      ["/en.data", ["portfolio", "testimonials", "content"]],
    ])("%s is cached under its path with tags %j", (path, tags) => {
      expect(policyFor(path)).toMatchObject({ key: path, tags });
    });

    it("tells a page (a visit) from a file or an API read", () => {
      expect(policyFor("/portfolio")?.page).toBe(true);
      expect(policyFor("/_.data")?.page).toBe(true);
      expect(policyFor("/sitemap.xml")?.page).toBe(false);
      expect(policyFor("/api/portfolio")?.page).toBe(false);
      expect(policyFor("/en/terms")?.page).toBe(true);
      expect(policyFor("/en/depoimentos")).toBeNull();
    });

    it("HEAD is cached like GET", () => {
      expect(policyFor("/portfolio", "HEAD")).toMatchObject({
        key: "/portfolio",
        tags: ["portfolio", "content"],
      });
    });
  });

  describe("client-side navigation data", () => {
    it("/_.data is the home page's data", () => {
      expect(policyFor("/_.data")).toMatchObject({
        key: "/_.data",
        tags: ["portfolio", "testimonials", "content"],
      });
    });

    it("keeps the query in the key and takes the page's tags", () => {
      expect(policyFor("/portfolio.data?_routes=x")).toMatchObject({
        key: "/portfolio.data?_routes=x",
        tags: ["portfolio", "content"],
      });
    });

    it.each([
      ["/portfolio/some-slug.data", ["portfolio", "content"]],
      ["/depoimentos.data", ["testimonials", "content"]],
      ["/depoimentos/novo.data", ["content"]],
      ["/termos.data", ["content"]],
    ])("%s takes the tags of its page", (path, tags) => {
      expect(policyFor(path)).toMatchObject({ key: path, tags });
    });

    it.each(["/admin.data", "/admin/portfolio.data", "/login.data"])("%s is not cached", (path) => {
      expect(policyFor(path)).toBeNull();
    });
  });

  describe("public API reads", () => {
    it.each([
      ["/api/portfolio", ["portfolio"]],
      ["/api/portfolio/some-slug", ["portfolio"]],
      ["/api/portfolio?category=website", ["portfolio"]],
      ["/api/testimonials", ["testimonials"]],
      ["/api/testimonials/top?limit=3", ["testimonials"]],
      ["/api/testimonials/featured", ["testimonials"]],
    ])("%s is cached with tags %j", (pathAndQuery, tags) => {
      expect(policyFor(pathAndQuery)).toMatchObject({ key: pathAndQuery, tags });
    });
  });

  describe("never cached", () => {
    it.each(["POST", "PATCH", "PUT", "DELETE", "OPTIONS"])("%s on a public path", (method) => {
      expect(policyFor("/api/testimonials", method)).toBeNull();
      expect(policyFor("/depoimentos/novo", method)).toBeNull();
    });

    it.each([
      "/admin",
      "/admin/portfolio",
      "/login",
      "/api/me",
      "/api/user",
      "/api/admin/portfolio",
      "/api/admin/testimonials",
      "/api/testimonials/123",
      "/api/testimonials/123/x",
      "/api/portfolio/a/b",
      "/portfolio/a/b",
      "/portfolio/",
      "/api/contact",
      "/api/logout",
      "/nao-existe",
      "/depoimentos/outro",
    ])("%s", (path) => {
      expect(policyFor(path)).toBeNull();
    });
  });

  it("API keys differ by query string, so each variant is its own entry", () => {
    const top3 = policyFor("/api/testimonials/top?limit=3");
    const top5 = policyFor("/api/testimonials/top?limit=5");
    const bare = policyFor("/api/testimonials/top");

    expect(top3?.key).toBe("/api/testimonials/top?limit=3");
    expect(new Set([top3?.key, top5?.key, bare?.key]).size).toBe(3);
  });

  it("leaves ad and campaign markers out of the key, and keeps what changes the page", () => {
    expect(policyFor("/?gclid=abc&utm_source=google")?.key).toBe("/");
    expect(policyFor("/portfolio?category=websites&fbclid=x")?.key).toBe(
      "/portfolio?category=websites",
    );
    expect(policyFor("/portfolio?category=design")?.key).not.toBe(policyFor("/portfolio")?.key);
    expect(policyFor("/api/portfolio?category=design&utm_medium=cpc")?.key).toBe(
      "/api/portfolio?category=design",
    );
  });
});
