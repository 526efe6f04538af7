import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";

let t: TestApp;
let admin: Awaited<ReturnType<TestApp["signIn"]>>;
let editor: Awaited<ReturnType<TestApp["signIn"]>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn("admin", "chefe");
  editor = await t.signIn("editor", "redator");
});
afterAll(() => t.close());

describe("permissions on /api/admin/users", () => {
  const calls: [string, string, unknown?][] = [
    ["GET", "/api/admin/users"],
    ["GET", "/api/admin/users/stats"],
    ["DELETE", "/api/admin/users/1"],
    ["POST", "/api/admin/users/1/reset-password-drizzle", { password: "123456" }],
  ];

  it.each(calls)("%s %s: 401 anonymous, 403 editor", async (method, path, body) => {
    const anonymous = await t.request(method, path, { body });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ success: false, message: "Não autenticado" });
    const asEditor = await t.request(method, path, { body, cookie: editor.cookie });
    expect(asEditor.status).toBe(403);
    expect(asEditor.body).toEqual({ success: false, message: "Acesso restrito a administradores" });
  });
});

describe("users, as an admin", () => {
  it("lists users without passwords, and counts them", async () => {
    const list = await t.request("GET", "/api/admin/users", { cookie: admin.cookie });
    expect(list.status).toBe(200);
    expect(list.body.data.map((u: { username: string }) => u.username)).toEqual([
      "chefe",
      "redator",
    ]);
    expect(Object.keys(list.body.data[0]).sort()).toEqual([
      "createdAt",
      "email",
      "fullName",
      "id",
      "role",
      "username",
    ]);
    const stats = await t.request("GET", "/api/admin/users/stats", { cookie: admin.cookie });
    expect(stats.body).toEqual({ success: true, data: { count: 2 } });
  });

  it("resets a password: the old one stops working and the user's sessions end", async () => {
    const victim = await t.signIn("editor", "reset-me", "antiga123");
    const res = await t.request(
      "POST",
      `/api/admin/users/${victim.user.id}/reset-password-drizzle`,
      {
        body: { password: "nova-senha" },
        cookie: admin.cookie,
      },
    );
    expect(res.status).toBe(200);
    expect((await t.request("GET", "/api/user", { cookie: victim.cookie })).status).toBe(401);
    const old = await t.request("POST", "/api/login", {
      body: { username: "reset-me", password: "antiga123" },
    });
    expect(old.status).toBe(401);
    const fresh = await t.request("POST", "/api/login", {
      body: { username: "reset-me", password: "nova-senha" },
    });
    expect(fresh.status).toBe(200);
  });

  it("validates the new password and the id", async () => {
    const short = await t.request(
      "POST",
      `/api/admin/users/${editor.user.id}/reset-password-drizzle`,
      {
        body: { password: "123" },
        cookie: admin.cookie,
      },
    );
    expect(short.status).toBe(400);
    expect(short.body.message).toBe("A senha deve ter pelo menos 6 caracteres");
    for (const id of ["abc", "0", "-1", "1.5", "99999999999"]) {
      const res = await t.request("DELETE", `/api/admin/users/${id}`, { cookie: admin.cookie });
      expect(res.status).toBe(400);
    }
    const missing = await t.request("POST", "/api/admin/users/424242/reset-password-drizzle", {
      body: { password: "123456" },
      cookie: admin.cookie,
    });
    expect(missing.status).toBe(404);
  });

  it("deletes a user and ends their sessions, but never the admin's own account", async () => {
    const victim = await t.signIn("editor", "delete-me");
    const res = await t.request("DELETE", `/api/admin/users/${victim.user.id}`, {
      cookie: admin.cookie,
    });
    expect(res.status).toBe(200);
    expect((await t.request("GET", "/api/user", { cookie: victim.cookie })).status).toBe(401);
    const again = await t.request("DELETE", `/api/admin/users/${victim.user.id}`, {
      cookie: admin.cookie,
    });
    expect(again.status).toBe(404);

    const self = await t.request("DELETE", `/api/admin/users/${admin.user.id}`, {
      cookie: admin.cookie,
    });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe("Você não pode excluir sua própria conta");
  });

  it("never deletes the last admin", async () => {
    const second = await t.signIn("admin", "segundo-admin");
    // The second admin deletes the first: allowed, one admin remains.
    const first = await t.request("DELETE", `/api/admin/users/${admin.user.id}`, {
      cookie: second.cookie,
    });
    expect(first.status).toBe(200);
    // Only `segundo-admin` is left; an admin cannot delete themself, so the last admin stays.
    const self = await t.request("DELETE", `/api/admin/users/${second.user.id}`, {
      cookie: second.cookie,
    });
    expect(self.status).toBe(400);
    const stats = await t.request("GET", "/api/admin/users/stats", { cookie: second.cookie });
    expect(stats.body.data.count).toBeGreaterThanOrEqual(2);
  });
});
