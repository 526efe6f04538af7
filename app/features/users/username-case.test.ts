import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { createUser } from "./users.server.ts";

let t: TestApp;
let admin: Awaited<ReturnType<TestApp["signIn"]>>;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN: "2" });
  admin = await t.signIn("admin");
});
afterAll(() => t.close());

describe("usernames, whatever their case", () => {
  it("are unique: a name differing only by case is a 409", async () => {
    const created = await t.request("POST", "/api/register", {
      body: { fullName: "Marina Alves", username: "Marina.Alves", password: "segredo1" },
      cookie: admin.cookie,
    });
    expect(created.status).toBe(201);
    for (const username of ["marina.alves", "MARINA.ALVES", "mArInA.aLvEs"]) {
      const taken = await t.request("POST", "/api/register", {
        body: { fullName: "Outra Pessoa", username, password: "segredo2" },
        cookie: admin.cookie,
      });
      expect(taken.status).toBe(409);
      expect(taken.body).toEqual({ success: false, message: "Nome de usuário já existe" });
    }
    await expect(
      createUser(t.db, {
        username: "MARINA.alves",
        password: "segredo3",
        fullName: "Pelo serviço",
        role: "editor",
      }),
    ).rejects.toMatchObject({ status: 409, message: "Nome de usuário já existe" });
    const list = await t.request("GET", "/api/admin/users", { cookie: admin.cookie });
    const names = list.body.data.map((u: { username: string }) => u.username.toLowerCase());
    expect(names.filter((n: string) => n === "marina.alves")).toHaveLength(1);
  });

  it("sign in however they are typed, and the account keeps its own spelling", async () => {
    await createUser(t.db, {
      username: "Joao.Lima",
      password: "senha-do-joao",
      fullName: "João Lima",
      role: "editor",
    });
    for (const typed of ["Joao.Lima", "joao.lima", "JOAO.LIMA"]) {
      const res = await t.request("POST", "/api/login", {
        body: { username: typed, password: "senha-do-joao" },
      });
      expect(res.status).toBe(200);
      expect(res.body.data.username).toBe("Joao.Lima");
    }
    const wrong = await t.request("POST", "/api/login", {
      body: { username: "JOAO.lima", password: "senha-errada" },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe("Usuário ou senha incorretos.");
  });

  it("share one failed-login count across spellings", async () => {
    await createUser(t.db, {
      username: "Rita.Souza",
      password: "senha-da-rita",
      fullName: "Rita Souza",
      role: "editor",
    });
    for (const typed of ["Rita.Souza", "RITA.SOUZA"]) {
      const res = await t.request("POST", "/api/login", {
        body: { username: typed, password: "errada" },
      });
      expect(res.status).toBe(401);
    }
    const limited = await t.request("POST", "/api/login", {
      body: { username: "rita.souza", password: "senha-da-rita" },
    });
    expect(limited.status).toBe(429);
  });
});
