import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN: "3" });
});
afterAll(() => t.close());

describe("POST /api/login", () => {
  it("signs in, sets a safe session cookie and returns the user without the password", async () => {
    const { username, password } = await t.signIn("editor");
    const res = await t.request("POST", "/api/login", { body: { username, password } });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data).toMatchObject({ username, role: "editor", fullName: "Pessoa editor" });
    expect(JSON.stringify(res.body)).not.toMatch(/password|scrypt/);
    const cookie = res.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^sid=[\w-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/); // plain http outside production
  });

  it("issues a new token on every login", async () => {
    const { username, password, cookie } = await t.signIn("editor");
    const again = await t.request("POST", "/api/login", { body: { username, password }, cookie });
    const newCookie = again.headers.get("set-cookie")!.split(";")[0]!;
    expect(newCookie).not.toBe(cookie);
    expect((await t.request("GET", "/api/user", { cookie })).status).toBe(401);
    expect((await t.request("GET", "/api/user", { cookie: newCookie })).status).toBe(200);
  });

  it("answers the same 401 for a wrong password and an unknown user", async () => {
    const { username } = await t.signIn("editor");
    const wrong = await t.request("POST", "/api/login", { body: { username, password: "errada" } });
    const unknown = await t.request("POST", "/api/login", {
      body: { username: "ninguem", password: "errada" },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ success: false, message: "Usuário ou senha incorretos." });
    expect(unknown.body).toEqual(wrong.body);
  });

  it("validates the credentials with docs/product.md#validation's messages", async () => {
    const res = await t.request("POST", "/api/login", { body: { username: "", password: "" } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { path: "username", message: "Usuário é obrigatório" },
      { path: "password", message: "Senha é obrigatória" },
    ]);
    const wrongTypes = await t.request("POST", "/api/login", {
      body: { username: 1, password: [] },
    });
    expect(wrongTypes.status).toBe(400);
    expect(wrongTypes.body.message).toBe("Usuário é obrigatório");
  });

  it("rejects malformed JSON, other content types and oversized bodies", async () => {
    const bad = await t.request("POST", "/api/login", {
      rawBody: "{oops",
      headers: { "content-type": "application/json" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ success: false, message: "JSON inválido" });

    const form = await t.request("POST", "/api/login", {
      rawBody: "username=a",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(415);
    expect(form.body.success).toBe(false);

    const huge = "x".repeat(101 * 1024);
    const big = await t.request("POST", "/api/login", {
      rawBody: JSON.stringify({ username: huge, password: "x" }),
      headers: { "content-type": "application/json", "content-length": String(huge.length + 30) },
    });
    expect(big.status).toBe(413);
  });

  it("limits failed logins per client and username, with Retry-After", async () => {
    const { username, password } = await t.signIn("editor");
    for (let i = 0; i < 3; i++) {
      const res = await t.request("POST", "/api/login", { body: { username, password: "errada" } });
      expect(res.status).toBe(401);
    }
    const limited = await t.request("POST", "/api/login", { body: { username, password } });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe("Muitas tentativas. Tente novamente em alguns minutos.");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("refuses a sign-in posted from another site", async () => {
    const { username, password } = await t.signIn("editor");
    const res = await t.request("POST", "/api/login", {
      body: { username, password },
      headers: { origin: "https://evil.example", host: "localhost" },
    });
    expect(res.status).toBe(403);
    const sameSite = await t.request("POST", "/api/login", {
      body: { username, password },
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(sameSite.status).toBe(403);
    const sameOrigin = await t.request("POST", "/api/login", {
      body: { username, password },
      headers: { origin: "http://localhost", host: "localhost" },
    });
    expect(sameOrigin.status).toBe(200);
  });
});

describe("GET /api/user and POST /api/logout", () => {
  it("answers 401 without a session and the user with one", async () => {
    const anonymous = await t.request("GET", "/api/user");
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ success: false, message: "Não autenticado" });
    const { cookie, username } = await t.signIn("admin");
    const me = await t.request("GET", "/api/user", { cookie });
    expect(me.status).toBe(200);
    expect(me.body.data.username).toBe(username);
    expect(me.body.data).not.toHaveProperty("password");
  });

  it("ends the session and is idempotent", async () => {
    const { cookie } = await t.signIn("editor");
    const out = await t.request("POST", "/api/logout", { cookie });
    expect(out.status).toBe(200);
    expect(out.body.success).toBe(true);
    expect(out.headers.get("set-cookie")).toMatch(/sid=;.*Max-Age=0/);
    expect((await t.request("GET", "/api/user", { cookie })).status).toBe(401);
    expect((await t.request("POST", "/api/logout", { cookie })).status).toBe(200);
    expect((await t.request("POST", "/api/logout")).status).toBe(200);
  });

  it("ignores forged and garbage session cookies", async () => {
    for (const cookie of ["sid=forged-token-that-does-not-exist-000000000", "sid=%%%", "sid="]) {
      expect((await t.request("GET", "/api/user", { cookie })).status).toBe(401);
    }
  });
});

describe("POST /api/register", () => {
  const newUser = {
    fullName: "Maria Souza",
    username: "maria",
    password: "segredo1",
    role: "editor",
  };

  it("is for admins only", async () => {
    expect((await t.request("POST", "/api/register", { body: newUser })).status).toBe(401);
    const editor = await t.signIn("editor");
    const res = await t.request("POST", "/api/register", { body: newUser, cookie: editor.cookie });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Acesso restrito a administradores");
  });

  it("creates a user who can sign in, and refuses a taken username", async () => {
    const admin = await t.signIn("admin");
    const res = await t.request("POST", "/api/register", {
      body: { ...newUser, id: 999, createdAt: "2000-01-01" },
      cookie: admin.cookie,
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      fullName: "Maria Souza",
      username: "maria",
      role: "editor",
    });
    expect(res.body.data.id).not.toBe(999);
    expect(res.body.data.createdAt).not.toMatch(/^2000/);
    expect(res.body.data).not.toHaveProperty("password");
    const login = await t.request("POST", "/api/login", {
      body: { username: "maria", password: "segredo1" },
    });
    expect(login.status).toBe(200);

    const taken = await t.request("POST", "/api/register", { body: newUser, cookie: admin.cookie });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe("Nome de usuário já existe");
  });

  it("defaults the role to admin and validates every field", async () => {
    const admin = await t.signIn("admin");
    const res = await t.request("POST", "/api/register", {
      body: { fullName: "João", username: "joao", password: "123456" },
      cookie: admin.cookie,
    });
    expect(res.status).toBe(201);
    expect(res.body.data.role).toBe("admin");

    const invalid = await t.request("POST", "/api/register", {
      body: { fullName: "", username: "x".repeat(101), password: "123", role: "root" },
      cookie: admin.cookie,
    });
    expect(invalid.status).toBe(400);
    const messages = invalid.body.errors.map((e: { message: string }) => e.message);
    expect(messages).toContain("A senha deve ter pelo menos 6 caracteres");
    expect(invalid.body.errors.map((e: { path: string }) => e.path).sort()).toEqual([
      "fullName",
      "password",
      "role",
      "username",
    ]);
  });
});
