import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProject } from "../../app/features/portfolio/test-fixtures.ts";
import { createTestApp, type TestApp } from "../../tests/support/test-app.ts";
import type { PageHandler } from "../app.ts";
import { cachePolicies } from "../features.ts";
import { prometheusMetrics } from "../http/metrics.ts";
import { cacheFastPath } from "./http-fast-path.ts";

// Every page renders (a stand-in for the build, counting renders), so that the staff pages
// answer 200 like the real ones do and would be as storable as any public page.
let renders = 0;
const pages: PageHandler = async () => {
  renders += 1;
  return new Response(`<!doctype html><p>render ${renders}</p>`, {
    headers: { "content-type": "text/html; charset=utf-8" },
  });
};

let t: TestApp;
let admin: Awaited<ReturnType<TestApp["signIn"]>>;
let server: Server;
let base: string;

beforeAll(async () => {
  t = await createTestApp({}, { pages });
  admin = await t.signIn("admin");
  await createProject(t, admin.cookie, { title: "Projeto Público" });
  const contact = await t.request("POST", "/api/contact", {
    body: {
      name: "Visitante",
      email: "visitante@example.com",
      phone: "(11) 98765-4321",
      projectType: "Site de Imobiliária",
      subject: "Orçamento",
      message: "Gostaria de um orçamento para um site.",
    },
  });
  expect(contact.status).toBe(201);
  const subscriber = { email: "leitor@example.com" };
  expect((await t.request("POST", "/api/newsletter/subscribe", { body: subscriber })).status).toBe(
    201,
  );
  // The production server's shape: the cache's fast path first, the app behind it.
  const answerFromCache = cacheFastPath(
    t.cache,
    cachePolicies,
    pino({ level: "silent" }),
    await prometheusMetrics(),
  );
  const app = getRequestListener(t.app.fetch);
  server = createServer((request, response) => {
    if (!answerFromCache(request, response)) app(request, response);
  });
  await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((closed) => server.close(closed));
  await t.close();
});

const send = (method: string, path: string, options: { cookie?: string; body?: unknown } = {}) =>
  fetch(`${base}${path}`, {
    method,
    headers: {
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.body !== undefined ? { "content-type": "application/json" } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });

/** Asked twice over HTTP: both answers say no-store and neither came from the cache. */
async function expectNeverStored(method: string, path: string, cookie?: string) {
  for (let i = 0; i < 2; i += 1) {
    const res = await send(method, path, { cookie });
    await res.arrayBuffer();
    expect(res.headers.get("cache-control"), `${method} ${path}`).toBe("no-store");
    expect(res.headers.get("x-cache"), `${method} ${path}`).toBeNull();
  }
  expect(t.cache.get(path)).toBeUndefined();
}

describe("signed-in answers carry Cache-Control: no-store and stay out of the cache", () => {
  it("GET /api/user, signed in and not", async () => {
    const me = await send("GET", "/api/user", { cookie: admin.cookie });
    expect(me.status).toBe(200);
    await expectNeverStored("GET", "/api/user", admin.cookie);
    expect((await send("GET", "/api/user")).status).toBe(401);
    await expectNeverStored("GET", "/api/user");
  });

  it("POST /api/login, /api/logout and /api/register, whatever the outcome", async () => {
    const { username, password } = await t.signIn("editor");
    const login = await send("POST", "/api/login", { body: { username, password } });
    expect(login.status).toBe(200);
    expect(login.headers.get("cache-control")).toBe("no-store");
    const failed = await send("POST", "/api/login", { body: { username, password: "errada" } });
    expect(failed.status).toBe(401);
    expect(failed.headers.get("cache-control")).toBe("no-store");

    const register = await send("POST", "/api/register", {
      cookie: admin.cookie,
      body: { username: `novo-${Date.now()}`, password: "senha-segura-123", fullName: "Nova" },
    });
    expect(register.status).toBe(201);
    expect(register.headers.get("cache-control")).toBe("no-store");
    const anonymous = await send("POST", "/api/register", { body: {} });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("cache-control")).toBe("no-store");

    // The editor's session from the login above; the admin's stays for the other tests.
    const session = login.headers.get("set-cookie")?.split(";")[0] ?? "";
    const logout = await send("POST", "/api/logout", { cookie: session });
    expect(logout.status).toBe(200);
    expect(logout.headers.get("cache-control")).toBe("no-store");
  });

  it.each([
    "/api/admin/contacts",
    "/api/admin/newsletter",
    "/api/admin/newsletter/stats",
    "/api/admin/contacts/stats",
    "/api/admin/users",
    "/api/admin/testimonials",
    "/api/admin/portfolio",
    "/api/admin/portfolio/categories",
    "/api/admin/nao-existe",
  ])("GET %s, signed in and not", async (path) => {
    await expectNeverStored("GET", path, admin.cookie);
    await expectNeverStored("GET", path);
  });

  it("the staff data really is in those answers", async () => {
    const contacts = await send("GET", "/api/admin/contacts", { cookie: admin.cookie });
    expect(await contacts.text()).toContain("visitante@example.com");
    const subscribers = await send("GET", "/api/admin/newsletter", { cookie: admin.cookie });
    expect(await subscribers.text()).toContain("leitor@example.com");
  });

  it.each([
    "/admin",
    "/admin/",
    "/admin/mensagens",
    "/admin/newsletter",
    "/admin/portfolio/1",
    "/admin.data",
    "/admin/mensagens.data",
    "/ADMIN/Mensagens",
  ])("the staff page %s", async (path) => {
    const before = renders;
    await expectNeverStored("GET", path, admin.cookie);
    expect(renders).toBe(before + 2);
  });
});

describe("public answers keep their caching", () => {
  it.each(["/", "/portfolio", "/depoimentos", "/api/portfolio", "/api/testimonials/top"])(
    "%s is answered from the cache with Cache-Control: no-cache",
    async (path) => {
      const first = await send("GET", path);
      await first.arrayBuffer();
      const second = await send("GET", path);
      await second.arrayBuffer();
      expect(second.headers.get("x-cache")).toBe("HIT");
      for (const res of [first, second]) expect(res.headers.get("cache-control")).toBe("no-cache");
    },
  );
});

describe("mustNotBeStored", () => {
  it.each([
    ["GET", "/api/user"],
    ["POST", "/api/login"],
    ["POST", "/api/portfolio"],
    ["GET", "/api/admin/portfolio"],
    ["GET", "/api"],
    ["GET", "/admin"],
    ["GET", "/admin/usuarios.data"],
  ])("%s %s: yes", (method, path) => {
    expect(cachePolicies.mustNotBeStored(method, path)).toBe(true);
  });

  it.each([
    ["GET", "/"],
    ["GET", "/api/portfolio"],
    ["HEAD", "/api/testimonials/featured"],
    ["GET", "/administrador"],
    ["GET", "/login"],
    ["GET", "/media/foto.webp"],
  ])("%s %s: no", (method, path) => {
    expect(cachePolicies.mustNotBeStored(method, path)).toBe(false);
  });
});
