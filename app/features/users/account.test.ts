import { eq } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { auditLog, passwordResets, sessions, users } from "../../../db/schema.ts";
import { type SmtpSink, startSmtpSink } from "../../../tests/support/smtp-sink.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import {
  deleteExpiredResetLinks,
  RESET_LINK_TTL_MS,
  resetLinkUser,
} from "./password-reset.server.ts";

// docs/product.md#account and #password-recovery, on a real SMTP server.
let sink: SmtpSink;
let t: TestApp;

const forgotAnswer = "Se o usuário existir e tiver e-mail cadastrado, enviaremos um link.";
const invalidLink = "Link inválido ou expirado";
const chrome =
  "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    SITE_URL: "https://nexo.test",
    RATE_LIMIT_SUBMISSIONS: "1000",
  });
});
afterEach(() => {
  sink.received.length = 0;
});
afterAll(async () => {
  await sink.stop();
  await t.close();
});

async function login(username: string, password: string, userAgent = chrome) {
  const answer = await t.request("POST", "/api/login", {
    body: { username, password },
    headers: { "user-agent": userAgent },
  });
  return { status: answer.status, cookie: answer.headers.get("set-cookie")?.split(";")[0] ?? "" };
}

async function personWithEmail(email: string | null) {
  const person = await t.signIn("editor");
  if (email) {
    const saved = await t.request("PATCH", "/api/account", {
      cookie: person.cookie,
      body: { fullName: "Bruna Editora", email },
    });
    expect(saved.status).toBe(200);
  }
  return person;
}

const linkIn = (mail: ParsedMail) => {
  const found = /https:\/\/nexo\.test\/redefinir-senha\?token=([\w-]+)/.exec(mail.text ?? "");
  if (!found?.[1]) throw new Error("no link in the mail");
  return found[1];
};

describe("staff e-mail addresses", () => {
  it("is optional, lower-cased and unique when an admin adds a user", async () => {
    const { cookie } = await t.signIn("admin");
    const create = (username: string, email?: unknown) =>
      t.request("POST", "/api/register", {
        cookie,
        body: { fullName: "Nova Pessoa", username, password: "senha-123", role: "editor", email },
      });
    const withEmail = await create("nova-pessoa", "  Nova@Nexo.TEST ");
    expect(withEmail.status).toBe(201);
    expect(withEmail.body.data.email).toBe("nova@nexo.test");
    expect((await create("sem-email")).body.data.email).toBeNull();
    expect((await create("vazio", "")).body.data.email).toBeNull();

    const taken = await create("outra-pessoa", "NOVA@nexo.test");
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual([
      { path: "email", message: "Este e-mail já está cadastrado para outro usuário" },
    ]);
    const invalid = await create("invalida", "não é e-mail");
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors[0]).toEqual({ path: "email", message: "Informe um e-mail válido" });

    const list = await t.request("GET", "/api/admin/users", { cookie });
    const listed = list.body.data.find((u: { username: string }) => u.username === "nova-pessoa");
    expect(listed.email).toBe("nova@nexo.test");
    expect(JSON.stringify(list.body)).not.toMatch(/password|scrypt/);
  });
});

describe("/api/account", () => {
  it("is for any signed-in person, for themselves only", async () => {
    expect((await t.request("GET", "/api/account")).status).toBe(401);
    expect((await t.request("PATCH", "/api/account", { body: { fullName: "X" } })).status).toBe(
      401,
    );
    expect((await t.request("POST", "/api/account/sessions/end-others")).status).toBe(401);
    const editor = await t.signIn("editor");
    const mine = await t.request("GET", "/api/account", { cookie: editor.cookie });
    expect(mine.status).toBe(200);
    expect(mine.body.data.user.username).toBe(editor.username);
  });

  it("changes the person's own name and e-mail, refusing an address another account has", async () => {
    const first = await personWithEmail("primeira@nexo.test");
    const second = await t.signIn("editor");
    const saved = await t.request("PATCH", "/api/account", {
      cookie: second.cookie,
      body: { fullName: "  Carla Souza ", email: "Carla@Nexo.test" },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ fullName: "Carla Souza", email: "carla@nexo.test" });
    expect((await t.request("GET", "/api/user", { cookie: second.cookie })).body.data.email).toBe(
      "carla@nexo.test",
    );

    const taken = await t.request("PATCH", "/api/account", {
      cookie: second.cookie,
      body: { fullName: "Carla Souza", email: "PRIMEIRA@nexo.test" },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.errors[0].path).toBe("email");
    // Keeping one's own address is not a conflict; clearing it is allowed.
    const same = await t.request("PATCH", "/api/account", {
      cookie: first.cookie,
      body: { fullName: "Bruna", email: "primeira@nexo.test" },
    });
    expect(same.status).toBe(200);
    const cleared = await t.request("PATCH", "/api/account", {
      cookie: second.cookie,
      body: { fullName: "Carla Souza", email: "" },
    });
    expect(cleared.body.data.email).toBeNull();

    const bad = await t.request("PATCH", "/api/account", {
      cookie: second.cookie,
      body: { fullName: "", email: "x\u0000@nexo.test" },
    });
    expect(bad.status).toBe(400);
  });

  it("lists the live sessions with their device, this one first, and ends the others", async () => {
    const person = await t.signIn("editor");
    const laptop = await login(
      person.username,
      person.password,
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0",
    );
    const phone = await login(person.username, person.password);
    const account = await t.request("GET", "/api/account", { cookie: phone.cookie });
    const listed = account.body.data.sessions;
    expect(listed).toHaveLength(3);
    expect(listed[0]).toMatchObject({ device: "Chrome no Android", current: true });
    expect(listed.map((s: { device: string }) => s.device)).toContain("Edge no Windows");
    expect(JSON.stringify(account.body)).not.toMatch(/token|hash/i);

    const ended = await t.request("POST", "/api/account/sessions/end-others", {
      cookie: phone.cookie,
    });
    expect(ended.body.data).toEqual({ ended: 2 });
    expect((await t.request("GET", "/api/user", { cookie: laptop.cookie })).status).toBe(401);
    expect((await t.request("GET", "/api/user", { cookie: person.cookie })).status).toBe(401);
    expect((await t.request("GET", "/api/user", { cookie: phone.cookie })).status).toBe(200);
  });

  it("changes the password only with the current one, and ends every other session", async () => {
    const person = await t.signIn("editor");
    const other = await login(person.username, person.password);
    const wrong = await t.request("POST", "/api/account/password", {
      cookie: person.cookie,
      body: { currentPassword: "não é esta", password: "nova-senha-1" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([
      { path: "currentPassword", message: "Senha atual incorreta" },
    ]);
    const short = await t.request("POST", "/api/account/password", {
      cookie: person.cookie,
      body: { currentPassword: person.password, password: "123" },
    });
    expect(short.status).toBe(400);

    const changed = await t.request("POST", "/api/account/password", {
      cookie: person.cookie,
      body: { currentPassword: person.password, password: "nova-senha-1" },
    });
    expect(changed.status).toBe(200);
    expect((await t.request("GET", "/api/user", { cookie: person.cookie })).status).toBe(200);
    expect((await t.request("GET", "/api/user", { cookie: other.cookie })).status).toBe(401);
    expect((await login(person.username, person.password)).status).toBe(401);
    expect((await login(person.username, "nova-senha-1")).status).toBe(200);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "account.password"));
    expect(entry?.actorUsername).toBe(person.username);
  });
});

describe("password recovery", () => {
  it("answers the same whoever is named, and mails a link only to an account with an address", async () => {
    const withEmail = await personWithEmail("bruna@nexo.test");
    const withoutEmail = await personWithEmail(null);
    for (const username of [
      withEmail.username,
      withoutEmail.username,
      "ninguem",
      "BRUNA@nexo.test",
    ]) {
      const answer = await t.request("POST", "/api/password/forgot", { body: { username } });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ success: true, message: forgotAnswer });
    }
    // One for the username, one for the address typed in capitals.
    const mails = await sink.waitFor(2);
    expect(mails.map((mail) => mail.to)).toMatchObject([
      { text: "bruna@nexo.test" },
      { text: "bruna@nexo.test" },
    ]);
    expect(mails[0]?.subject).toBe("Redefinir sua senha no painel da Nexo Digital");
    expect(mails[0]?.html).toContain("Criar nova senha");
    expect(mails[0]?.text).toContain("vale por 30 minutos");
    // Only the token's hash is kept, nowhere its text.
    const token = linkIn(mails[0]!);
    const stored = await t.db.select().from(passwordResets);
    expect(JSON.stringify(stored)).not.toContain(token);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.received).toHaveLength(2);
  });

  it("sets the new password once per link, ends every session, and refuses a used, forged or expired link", async () => {
    const person = await personWithEmail("reset@nexo.test");
    await t.request("POST", "/api/password/forgot", { body: { username: person.username } });
    const [mail] = await sink.waitFor(1);
    const token = linkIn(mail!);
    // What /redefinir-senha checks as it opens: the link works now, not after its 30 minutes.
    expect(await resetLinkUser(t.db, token)).toMatchObject({ username: person.username });
    expect(
      await resetLinkUser(t.db, token, new Date(Date.now() + RESET_LINK_TTL_MS + 1)),
    ).toBeNull();

    const short = await t.request("POST", "/api/password/reset", {
      body: { token, password: "123" },
    });
    expect(short.status).toBe(400);
    expect(short.body.errors[0].message).toBe("A senha deve ter pelo menos 6 caracteres");

    const reset = await t.request("POST", "/api/password/reset", {
      body: { token, password: "senha-do-link" },
    });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe("Senha redefinida. Entre com a nova senha.");
    expect((await t.request("GET", "/api/user", { cookie: person.cookie })).status).toBe(401);
    expect((await login(person.username, "senha-do-link")).status).toBe(200);

    const again = await t.request("POST", "/api/password/reset", {
      body: { token, password: "outra-senha" },
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(invalidLink);
    for (const forged of ["x".repeat(43), "../../etc", "a\u0000b", ""]) {
      const answer = await t.request("POST", "/api/password/reset", {
        body: { token: forged, password: "outra-senha" },
      });
      expect(answer.status).toBe(400);
    }

    sink.received.length = 0;
    await t.request("POST", "/api/password/forgot", { body: { username: person.username } });
    const expiring = linkIn((await sink.waitFor(1))[0]!);
    await t.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, person.user.id));
    const expired = await t.request("POST", "/api/password/reset", {
      body: { token: expiring, password: "outra-senha" },
    });
    expect(expired.body.message).toBe(invalidLink);
    expect(await deleteExpiredResetLinks(t.db)).toBeGreaterThanOrEqual(1);
    const actions = await t.db.select({ action: auditLog.action }).from(auditLog);
    expect(actions.map((a) => a.action)).toContain("auth.password_reset");
  });

  it("mails at most three links an hour per account, still answering the same", async () => {
    const person = await personWithEmail("limite@nexo.test");
    for (let i = 0; i < 5; i++) {
      const answer = await t.request("POST", "/api/password/forgot", {
        body: { username: person.username },
      });
      expect(answer.body.message).toBe(forgotAnswer);
    }
    await sink.waitFor(3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.received).toHaveLength(3);
    expect(RESET_LINK_TTL_MS).toBe(30 * 60_000);
  });

  it("is rate-limited per client", async () => {
    const limited = await createTestApp({ RATE_LIMIT_SUBMISSIONS: "2" });
    try {
      const ask = () =>
        limited.request("POST", "/api/password/forgot", { body: { username: "alguem" } });
      expect((await ask()).status).toBe(200);
      expect((await ask()).status).toBe(200);
      const refused = await ask();
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toBeTruthy();
    } finally {
      await limited.close();
    }
  });
});

describe("expired sign-ins", () => {
  it("are deleted by the daily job", async () => {
    const person = await t.signIn("editor");
    await t.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 8 * 24 * 3_600_000) })
      .where(eq(sessions.userId, person.user.id));
    const { usersFeature } = await import("./feature.server.ts");
    const job = usersFeature.jobs?.(t.config).find((j) => j.name === "expired-sign-ins");
    expect(await job?.run(t.db)).toMatch(
      /^[1-9]\d* sessões e \d+ links de senha vencidos apagados$/,
    );
    const left = await t.db.select().from(sessions).where(eq(sessions.userId, person.user.id));
    expect(left).toEqual([]);
    expect(await t.db.select().from(users).where(eq(users.id, person.user.id))).toHaveLength(1);
  });
});
