import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { createUser } from "../users/users.server.ts";
import { isFirstSignIn } from "./audit.server.ts";

/*
 * docs/product.md#sign-in: POST /api/login says whether this is the account's first sign-in, so
 * the welcome toast greets a new person with 'Bem-vindo(a),' and only a returning one with
 * 'Bem-vindo(a) de volta,'. The activity log's sign-ins are the memory of it.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (username: string, password: string) =>
  t.request("POST", "/api/login", { body: { username, password } });

describe("first sign-in", () => {
  it("is true on a new account's first sign-in only, and refused attempts do not count", async () => {
    const password = "senha-segura-123";
    const user = await createUser(t.db, {
      username: "nova.pessoa",
      password,
      fullName: "Nova Pessoa",
      role: "editor",
    });
    expect(await isFirstSignIn(t.db, user.id)).toBe(true);

    // A wrong password is recorded too, but it is no sign-in.
    expect((await login("nova.pessoa", "errada")).status).toBe(401);

    const first = await login("nova.pessoa", password);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ username: "nova.pessoa", firstSignIn: true });

    const second = await login("Nova.Pessoa", password);
    expect(second.status).toBe(200);
    expect(second.body.data.firstSignIn).toBe(false);
  });

  it("is per account: another person's sign-ins do not make a new account a returning one", async () => {
    const { username, password } = await t.signIn("admin");
    expect((await login(username, password)).body.data.firstSignIn).toBe(false);

    await createUser(t.db, {
      username: "outra.pessoa",
      password: "outra-senha-123",
      fullName: "Outra Pessoa",
      role: "admin",
    });
    const first = await login("outra.pessoa", "outra-senha-123");
    expect(first.body.data.firstSignIn).toBe(true);
    expect(JSON.stringify(first.body)).not.toMatch(/password|scrypt/);
  });
});
