import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createResetLink } from "../../app/features/users/password-reset.server.ts";
import { createUser } from "../../app/features/users/users.server.ts";
import { rateLimitHits } from "../../db/schema.ts";
import { createTestApp, type TestApp } from "../../tests/support/test-app.ts";
import { openSharedTestDatabase } from "../../tests/support/test-database.ts";

// Two app instances on one database. With TEST_DATABASE_URL each has a connection pool of its
// own, as two processes would, and they can only agree through PostgreSQL; on PGlite they share
// the database's one process.
let shared: Awaited<ReturnType<typeof openSharedTestDatabase>>;
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  shared = await openSharedTestDatabase();
  const env = { RATE_LIMIT_SUBMISSIONS: "5", RATE_LIMIT_LOGIN: "2", TRUST_PROXY: "1" };
  a = await createTestApp(env, { database: shared.first });
  b = await createTestApp(env, { database: shared.second });
});
afterAll(() => shared.close());

const from = (client: string) => ({ "x-forwarded-for": client });
const contact = {
  name: "Paula Reis",
  email: "paula@example.com",
  phone: "(11) 98765-4321",
  projectType: "Site Institucional",
  subject: "Orçamento de site",
  message: "Gostaria de um orçamento para o site da minha empresa.",
};

describe("rate limits across two instances on one database", () => {
  it("the sixth contact submission across both is a 429", async () => {
    const client = "198.51.100.10";
    const sent = [];
    for (const instance of [a, a, a, b, b]) {
      sent.push(
        await instance.request("POST", "/api/contact", { body: contact, headers: from(client) }),
      );
    }
    expect(sent.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    for (const instance of [b, a]) {
      const sixth = await instance.request("POST", "/api/contact", {
        body: contact,
        headers: from(client),
      });
      expect(sixth.status).toBe(429);
      expect(sixth.body).toEqual({
        success: false,
        message: "Muitas tentativas. Tente novamente em alguns minutos.",
      });
      expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(0);
    }
  });

  it("a parallel burst split over both instances gets exactly the allowance", async () => {
    const client = "198.51.100.11";
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        (i % 2 ? a : b).request("POST", "/api/newsletter/subscribe", {
          body: { email: `pessoa${i}@example.com` },
          headers: from(client),
        }),
      ),
    );
    const statuses = burst.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });

  it("the failed-login lock-out holds on both", async () => {
    const client = "198.51.100.12";
    await createUser(shared.first.db, {
      username: "bloqueio",
      password: "senha-certa",
      fullName: "Pessoa Bloqueada",
      role: "editor",
    });
    const login = (instance: TestApp, password: string) =>
      instance.request("POST", "/api/login", {
        body: { username: "bloqueio", password },
        headers: from(client),
      });
    expect((await login(a, "errada")).status).toBe(401);
    // One guess left: two at once, one on each instance, get one check between them.
    const pair = await Promise.all([login(a, "errada"), login(b, "errada")]);
    expect(pair.map((r) => r.status).sort()).toEqual([401, 429]);
    expect((await login(a, "senha-certa")).status).toBe(429);
    expect((await login(b, "senha-certa")).status).toBe(429);
    // Another client is not locked out.
    const other = await b.request("POST", "/api/login", {
      body: { username: "bloqueio", password: "senha-certa" },
      headers: from("198.51.100.13"),
    });
    expect(other.status).toBe(200);
  });

  it("'Esqueci minha senha' makes at most three links an hour per account, asked on both at once", async () => {
    await createUser(shared.first.db, {
      username: "recupera",
      password: "senha-certa",
      fullName: "Pessoa Que Esqueceu",
      role: "editor",
      email: "recupera@nexo.test",
    });
    const links = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        createResetLink((i % 2 ? shared.first : shared.second).db, "recupera"),
      ),
    );
    expect(links.filter(Boolean)).toHaveLength(3);
  });

  it("counts in PostgreSQL on PostgreSQL, and in this process's memory on PGlite", async () => {
    const rows = await shared.first.db.select().from(rateLimitHits);
    if (shared.first.kind === "postgres") expect(rows.length).toBeGreaterThan(0);
    else expect(rows).toEqual([]);
  });
});
