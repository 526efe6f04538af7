import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { listPublicProjects } from "../../app/features/portfolio/portfolio.server.ts";
import { createProject } from "../../app/features/portfolio/test-fixtures.ts";
import { listPublicTestimonials } from "../../app/features/testimonials/testimonials.server.ts";
import { appLoadContext } from "../../app/lib/app-context.server.ts";
import { createTestApp, type TestApp } from "../../tests/support/test-app.ts";
import type { PageHandler } from "../app.ts";

// A stand-in for the React Router build: renders what the real pages show (project titles,
// testimonial names) with an inline script, and counts its renders.
let renders = 0;
let hold: Promise<void> | undefined;
let failing = false;

const pages: PageHandler = async (request, context) => {
  renders += 1;
  const { db, markUncacheable } = context.get(appLoadContext);
  const url = new URL(request.url);
  if (url.pathname.startsWith("/portfolio/"))
    return new Response("Não encontrado", { status: 404 });
  if (failing) markUncacheable();
  const projects = (await listPublicProjects(db)).map((project) => project.title);
  const people = (await listPublicTestimonials(db)).map((testimonial) => testimonial.clientName);
  // Holds a render after it read its data: a write may land meanwhile.
  await hold;
  // The terms are long (and varied) enough to be worth compressing harder (cached-response.ts).
  const long = url.pathname === "/termos-de-servico" ? terms : "";
  const html = `<!doctype html><html><body><p>${projects.join("|")}</p><p>${people.join("|")}</p>${long}<script>window.render=${renders}</script></body></html>`;
  return new Response(html, { headers: { "content-type": "text/html; charset=utf-8" } });
};

const words = ["uso", "dados", "cliente", "prazo", "serviço", "contrato", "página", "lei", "aviso"];
const terms = Array.from(
  { length: 400 },
  (_, i) =>
    `<p>Cláusula ${i}: ${words[(i * 7) % 9]} ${words[(i * i) % 9]} ${(i * 7919).toString(36)}.</p>`,
).join("");

let t: TestApp;
let editor: Awaited<ReturnType<TestApp["signIn"]>>;
let project: { id: number; title: string };

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SUBMISSIONS: "1000" }, { pages });
  editor = await t.signIn("editor");
  project = await createProject(t, editor.cookie, { title: "Loja Aurora" });
});
afterAll(() => t.close());
beforeEach(() => {
  hold = undefined;
  failing = false;
});

const get = (path: string, headers: Record<string, string> = {}) =>
  t.app.request(path, { headers });

async function page(path: string) {
  const res = await get(path);
  return { status: res.status, cache: res.headers.get("x-cache"), html: await res.text() };
}

async function renameProject(title: string) {
  const res = await t.request("PATCH", `/api/admin/portfolio/${project.id}`, {
    body: { title },
    cookie: editor.cookie,
  });
  expect(res.status).toBe(200);
}

async function approvedTestimonial(clientName: string) {
  const sent = await t.request("POST", "/api/testimonials", {
    body: {
      clientName,
      clientEmail: "cliente@example.com",
      projectType: "Site Institucional",
      content: "Equipe atenciosa e site entregue no prazo.",
      rating: 5,
    },
  });
  expect(sent.status).toBe(201);
  const approved = await t.request("PATCH", `/api/admin/testimonials/${sent.body.data.id}`, {
    body: { status: "approved" },
    cookie: editor.cookie,
  });
  expect(approved.status).toBe(200);
}

describe("cached public pages", () => {
  it("renders a page once, then answers from memory until a staff edit changes it", async () => {
    await renameProject("Loja Aurora");
    const first = await page("/");
    const rendersAfterFirst = renders;
    const second = await page("/");
    expect([first.cache, second.cache]).toEqual(["MISS", "HIT"]);
    expect(second.html).toBe(first.html);
    expect(renders).toBe(rendersAfterFirst);

    await renameProject("Loja Aurora Nova");
    const edited = await page("/");
    expect(edited.cache).toBe("MISS");
    expect(edited.html).toContain("Loja Aurora Nova");
  });

  it("drops exactly what a write changes: a testimonial keeps the portfolio pages", async () => {
    await page("/portfolio");
    await page("/depoimentos");
    await page("/");
    await approvedTestimonial("Joana Prado");

    expect((await page("/portfolio")).cache).toBe("HIT");
    const testimonials = await page("/depoimentos");
    expect(testimonials.cache).toBe("MISS");
    expect(testimonials.html).toContain("Joana Prado");
    expect((await page("/")).cache).toBe("MISS");
  });

  it("keeps a page that shows a failure out of the cache", async () => {
    await renameProject(`Loja ${Date.now()}`);
    failing = true;
    const before = renders;
    const first = await get("/");
    await get("/");
    expect(renders).toBe(before + 2);
    expect(first.headers.get("cache-control")).toBe("no-store");
    failing = false;
    await get("/");
    expect((await get("/")).headers.get("x-cache")).toBe("HIT");
  });

  it("shares one cached page between addresses that differ only by ad markers", async () => {
    await page("/depoimentos");
    expect((await page("/depoimentos?gclid=anuncio&utm_source=google")).cache).toBe("HIT");
  });

  it("never stores an error answer", async () => {
    const before = renders;
    expect((await page("/portfolio/nao-existe")).status).toBe(404);
    expect((await page("/portfolio/nao-existe")).cache).toBeNull();
    expect(renders).toBe(before + 2);
  });

  it("lets a burst of visitors share one render", async () => {
    await renameProject(`Loja ${Date.now()}`);
    let release = () => {};
    hold = new Promise((resolve) => {
      release = resolve;
    });
    const before = renders;
    const burst = Array.from({ length: 5 }, () => page("/portfolio"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    const answers = await Promise.all(burst);
    expect(renders).toBe(before + 1);
    expect(new Set(answers.map((answer) => answer.html)).size).toBe(1);
  });

  it("does not keep a render whose data changed while it was running", async () => {
    await renameProject("Antes da edição");
    await page("/portfolio");
    await renameProject("Ainda antes");
    let release = () => {};
    hold = new Promise((resolve) => {
      release = resolve;
    });
    const slow = page("/portfolio");
    await new Promise((resolve) => setTimeout(resolve, 50));
    await renameProject("Depois da edição");
    release();
    expect((await slow).html).toContain("Ainda antes");
    hold = undefined;
    const next = await page("/portfolio");
    expect(next.cache).toBe("MISS");
    expect(next.html).toContain("Depois da edição");
  });
});

describe("cached answers on the wire", () => {
  it("allows exactly the page's inline script by its hash, on the first answer and on the cached one", async () => {
    await renameProject(`Loja ${Date.now()}`);
    for (const expected of ["MISS", "HIT"]) {
      const res = await get("/portfolio");
      expect(res.headers.get("x-cache")).toBe(expected);
      const html = await res.text();
      const script = html.match(/<script>(.*?)<\/script>/)?.[1] ?? "";
      const hash = createHash("sha256").update(script).digest("base64");
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
      expect(csp).not.toContain("unsafe-inline' 'sha");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });

  it("keeps brotli and gzip copies, and answers 304 to a browser that has the page", async () => {
    await page("/depoimentos");
    const plain = await page("/depoimentos");
    const br = await get("/depoimentos", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(plain.html);
    const gzip = await get("/depoimentos", { "accept-encoding": "gzip" });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(plain.html);

    const etag = br.headers.get("etag") ?? "";
    expect(etag).toMatch(/^".+"$/);
    const again = await get("/depoimentos", { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });

  it("replaces a long page's brotli copy with a smaller one made after the first answer", async () => {
    const brotliBytes = async () => {
      const res = await get("/termos-de-servico", { "accept-encoding": "br" });
      const body = Buffer.from(await res.arrayBuffer());
      return { body, etag: res.headers.get("etag"), length: res.headers.get("content-length") };
    };
    const first = await brotliBytes();
    await expect
      .poll(async () => (await brotliBytes()).body.byteLength)
      .toBeLessThan(first.body.byteLength);
    const smaller = await brotliBytes();
    expect(brotliDecompressSync(smaller.body)).toEqual(brotliDecompressSync(first.body));
    expect(smaller.etag).toBe(first.etag);
    expect(smaller.length).toBe(String(smaller.body.byteLength));
  });
});

describe("cached public API reads", () => {
  it("answers /api/portfolio from memory until a project is added", async () => {
    const first = await get("/api/portfolio");
    const second = await get("/api/portfolio");
    expect([first.headers.get("x-cache"), second.headers.get("x-cache")]).toEqual(["MISS", "HIT"]);
    expect(await second.json()).toEqual(await first.json());

    await createProject(t, editor.cookie, { title: "Projeto Recém-Criado" });
    const after = await get("/api/portfolio");
    expect(after.headers.get("x-cache")).toBe("MISS");
    const titles = (await after.json()).data.map((p: { title: string }) => p.title);
    expect(titles).toContain("Projeto Recém-Criado");
  });

  it("answers /api/testimonials/top from memory until a testimonial is approved", async () => {
    await get("/api/testimonials/top");
    expect((await get("/api/testimonials/top")).headers.get("x-cache")).toBe("HIT");
    await approvedTestimonial("Caio Lemos");
    const after = await get("/api/testimonials/top");
    expect(after.headers.get("x-cache")).toBe("MISS");
    const names = (await after.json()).data.map((x: { clientName: string }) => x.clientName);
    expect(names).toContain("Caio Lemos");
  });

  it("never caches staff or session answers", async () => {
    for (let i = 0; i < 2; i += 1) {
      const admin = await get("/api/admin/portfolio", { cookie: editor.cookie });
      expect(admin.status).toBe(200);
      expect(admin.headers.get("x-cache")).toBeNull();
      const me = await get("/api/me", { cookie: editor.cookie });
      expect(me.headers.get("x-cache")).toBeNull();
    }
  });
});
