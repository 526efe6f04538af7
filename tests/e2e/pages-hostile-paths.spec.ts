import { expect, test } from "@playwright/test";

// Page addresses with control characters, malformed Unicode or junk, against the production
// build: the visitor gets the page's ordinary 404 (or the page itself), never an error page.

test.describe("hostile page addresses", () => {
  test("a malformed project slug is the project's 404 page", async ({ request }) => {
    for (const slug of [
      "a%00b",
      "%00",
      "%ED%A0%80",
      "%1B%5B2J",
      "Loja%20Aurora",
      "x".repeat(300),
    ]) {
      const res = await request.get(`/portfolio/${slug}`);
      expect(res.status(), slug).toBe(404);
      const html = await res.text();
      expect(html, slug).toContain("Projeto não encontrado");
      expect(html, slug).not.toContain("Algo deu errado");
    }
  });

  test("client navigation data for a malformed slug is the same 404", async ({ request }) => {
    const res = await request.get("/portfolio/a%00b.data");
    expect(res.status()).toBe(404);
  });

  test("NUL and broken escapes elsewhere in a path are the not-found page", async ({ request }) => {
    for (const path of ["/a%00b", "/depoimentos%00", "/%ED%A0%80", "/portfolio%00/x"]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(404);
      expect(await res.text(), path).toContain("Página não encontrada");
    }
  });

  test("hostile query strings leave the public pages as they are", async ({ request }) => {
    for (const path of ["/portfolio?categoria=%00", "/?x=%ED%A0%80", "/depoimentos?status=%1B"]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
    }
  });
});

test.describe("pages about one person's link", () => {
  test("are never kept by a browser or a proxy, whatever the token", async ({ request }) => {
    for (const path of ["/newsletter/confirmar?token=x", "/newsletter/cancelar?token=x"]) {
      const res = await request.get(path);
      expect(res.headers()["cache-control"], path).toBe("no-store");
    }
  });
});
