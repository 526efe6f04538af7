import { eq } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { auditLog, mailOutbox, passwordResets, sessions, users } from "../../../db/schema.ts";
import { type SmtpSink, startSmtpSink } from "../../../tests/support/smtp-sink.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { appSecret } from "../../lib/app-secret.server.ts";
import { formatLongDateTime } from "../../lib/format-date.ts";
import {
  CONFIRMATION_KIND,
  EMAIL_LINKS_PER_ADDRESS_PER_DAY,
  emailLinkToken,
  NOTICE_KIND,
} from "./email-change.server.ts";
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

/** A signed-in editor whose account has `email` (set behind the API: it needs a link). */
async function personWithEmail(email: string | null, app: TestApp = t) {
  const person = await app.signIn("editor");
  if (email) await app.db.update(users).set({ email }).where(eq(users.id, person.user.id));
  return person;
}

/** What the outbox holds for `to`, oldest first. */
async function queuedFor(to: string) {
  return t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to)).orderBy(mailOutbox.id);
}

/** The token of the link mailed to a new address. */
const confirmationToken = (text: string) => {
  const found = /https:\/\/nexo\.test\/admin\/conta#confirmar-email=([\w.-]+)/.exec(text);
  if (!found?.[1]) throw new Error("no confirmation link in the mail");
  return found[1];
};

const editEmail = (cookie: string, body: Record<string, unknown>) =>
  t.request("PATCH", "/api/account", {
    cookie,
    body: { fullName: "Bruna Editora", ...body },
    headers: { "user-agent": chrome },
  });

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
    const anonymous = await t.request("POST", "/api/account/email/confirm", {
      body: { token: "x.y" },
    });
    expect(anonymous.status).toBe(401);
    const editor = await t.signIn("editor");
    const mine = await t.request("GET", "/api/account", { cookie: editor.cookie });
    expect(mine.status).toBe(200);
    expect(mine.body.data.user.username).toBe(editor.username);
  });

  it("changes the person's own name at once, without the password while the e-mail stays", async () => {
    const person = await personWithEmail("nome@nexo.test");
    const saved = await t.request("PATCH", "/api/account", {
      cookie: person.cookie,
      body: { fullName: "  Carla Souza ", email: "Nome@Nexo.test" },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      success: true,
      data: expect.objectContaining({ fullName: "Carla Souza", email: "nome@nexo.test" }),
      pendingEmail: null,
    });
    expect(
      (await t.request("GET", "/api/user", { cookie: person.cookie })).body.data.fullName,
    ).toBe("Carla Souza");
    expect(await queuedFor("nome@nexo.test")).toEqual([]);

    const bad = await t.request("PATCH", "/api/account", {
      cookie: person.cookie,
      body: { fullName: "", email: "x\u0000@nexo.test" },
    });
    expect(bad.status).toBe(400);
  });

  it("refuses a new e-mail without the current password, or with a wrong one, and saves nothing", async () => {
    const person = await personWithEmail("antigo@nexo.test");
    for (const currentPassword of [undefined, ""]) {
      const missing = await editEmail(person.cookie, {
        fullName: "Outro Nome",
        email: "ladrao@fora.test",
        currentPassword,
      });
      expect(missing.status).toBe(400);
      expect(missing.body).toEqual({
        success: false,
        message: "Informe a senha atual para alterar o e-mail",
        errors: [
          { path: "currentPassword", message: "Informe a senha atual para alterar o e-mail" },
        ],
      });
    }
    const wrong = await editEmail(person.cookie, {
      email: "ladrao@fora.test",
      currentPassword: "não é esta",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([
      { path: "currentPassword", message: "Senha atual incorreta" },
    ]);
    // Removing the address is a change too.
    const removal = await editEmail(person.cookie, { email: "", currentPassword: "errada-123" });
    expect(removal.status).toBe(400);

    const [row] = await t.db.select().from(users).where(eq(users.id, person.user.id));
    expect(row).toMatchObject({ email: "antigo@nexo.test", fullName: "Pessoa editor" });
    expect(await queuedFor("antigo@nexo.test")).toEqual([]);
    expect(await queuedFor("ladrao@fora.test")).toEqual([]);
  });

  it("with the right password, mails a link to the new address, warns the old one, and changes once the link is opened", async () => {
    const person = await personWithEmail("antes@nexo.test");
    const before = new Date();
    const asked = await editEmail(person.cookie, {
      email: "Depois@Nexo.test",
      currentPassword: person.password,
    });
    const after = new Date();
    expect(asked.status).toBe(200);
    // Nothing changes before the link is opened.
    expect(asked.body.data.email).toBe("antes@nexo.test");
    expect(asked.body.pendingEmail).toBe("depois@nexo.test");
    expect((await t.request("GET", "/api/user", { cookie: person.cookie })).body.data.email).toBe(
      "antes@nexo.test",
    );

    const [notice, ...moreNotices] = await queuedFor("antes@nexo.test");
    expect(moreNotices).toEqual([]);
    expect(notice).toMatchObject({ kind: NOTICE_KIND, status: "pending" });
    expect(notice?.subject).toBe(
      "Pedido de troca do e-mail da sua conta no painel da Nexo Digital",
    );
    const text = notice?.content.text ?? "";
    // When, in São Paulo's time and pt-BR words, and from which device.
    const when = [before, after].map(
      (moment) => `Quando: ${formatLongDateTime(moment)} (horário de Brasília)`,
    );
    expect(when.some((line) => text.includes(line))).toBe(true);
    expect(text).toContain("Aparelho: Chrome no Android");
    expect(notice?.content.html).toContain("Chrome no Android");
    expect(text).toContain("de•••@nexo.test");

    const [confirmation, ...moreLinks] = await queuedFor("depois@nexo.test");
    expect(moreLinks).toEqual([]);
    expect(confirmation).toMatchObject({
      kind: CONFIRMATION_KIND,
      subject: "Confirme seu novo e-mail no painel da Nexo Digital",
    });
    const token = confirmationToken(confirmation?.content.text ?? "");
    // The old address's warning holds no secret: no link that acts, no token, no password.
    for (const part of [notice?.content.text, notice?.content.html, notice?.subject]) {
      expect(part).not.toContain(token);
      expect(part).not.toContain("confirmar-email");
      expect(part).not.toContain(person.password);
      expect(part).not.toContain("depois@nexo.test");
      expect(part).not.toContain(person.username);
    }
    expect(JSON.stringify(asked.body)).not.toContain(token);

    // Someone else's session cannot use the link.
    const other = await t.signIn("editor");
    const foreign = await t.request("POST", "/api/account/email/confirm", {
      cookie: other.cookie,
      body: { token },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe("Link de confirmação inválido ou expirado");

    const confirmed = await t.request("POST", "/api/account/email/confirm", {
      cookie: person.cookie,
      body: { token },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.email).toBe("depois@nexo.test");
    expect((await t.request("GET", "/api/user", { cookie: person.cookie })).body.data.email).toBe(
      "depois@nexo.test",
    );
    const again = await t.request("POST", "/api/account/email/confirm", {
      cookie: person.cookie,
      body: { token },
    });
    expect(again.status).toBe(400);
    for (const forged of ["", "abc", `${token.split(".")[0]}.${"A".repeat(43)}`, "a\u0000.b"]) {
      const answer = await t.request("POST", "/api/account/email/confirm", {
        cookie: person.cookie,
        body: { token: forged },
      });
      expect(answer.status).toBe(400);
    }
    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.actorId, person.user.id));
    expect(actions.map((a) => a.action).filter((action) => action.startsWith("account."))).toEqual([
      "account.update",
      "account.update",
    ]);
  });

  it("answers an address another account has exactly as a free one, and mails it nothing", async () => {
    const owner = await personWithEmail("dona@nexo.test");
    const asker = await personWithEmail("pergunta@nexo.test");
    const ask = (email: string) =>
      editEmail(asker.cookie, { email, currentPassword: asker.password });
    const taken = await ask("DONA@nexo.test");
    const free = await ask("livre@nexo.test");
    expect(taken.status).toBe(free.status);
    expect(taken.status).toBe(200);
    const shape = (body: { pendingEmail: string }) =>
      JSON.stringify(body).replaceAll(body.pendingEmail, "ADDRESS");
    expect(shape(taken.body)).toBe(shape(free.body));
    expect(JSON.stringify(taken.body)).not.toMatch(/outro usuário|cadastrado|já existe/i);

    expect(await queuedFor("dona@nexo.test")).toEqual([]);
    expect(await queuedFor("livre@nexo.test")).toHaveLength(1);
    // The old address is warned the same both times.
    const notices = await queuedFor("pergunta@nexo.test");
    expect(notices.map((mail) => mail.subject)).toEqual([
      "Pedido de troca do e-mail da sua conta no painel da Nexo Digital",
      "Pedido de troca do e-mail da sua conta no painel da Nexo Digital",
    ]);
    const [ownerRow] = await t.db.select().from(users).where(eq(users.id, owner.user.id));
    expect(ownerRow?.email).toBe("dona@nexo.test");

    // A forged link to the taken address would still be refused by the unique rule.
    const secret = await appSecret(t.db, t.config.appSecret);
    const forged = emailLinkToken(secret, {
      userId: asker.user.id,
      email: "dona@nexo.test",
      from: "pergunta@nexo.test",
      expires: Date.now() + 60_000,
    });
    const refused = await t.request("POST", "/api/account/email/confirm", {
      cookie: asker.cookie,
      body: { token: forged },
    });
    expect(refused.status).toBe(409);
  });

  it("refuses a link past its 24 hours or made before another change, and mails one address at most three links a day", async () => {
    const person = await personWithEmail(null);
    const secret = await appSecret(t.db, t.config.appSecret);
    const link = (from: string | null, expires: number) =>
      emailLinkToken(secret, { userId: person.user.id, email: "novo@nexo.test", from, expires });
    const confirm = (token: string) =>
      t.request("POST", "/api/account/email/confirm", { cookie: person.cookie, body: { token } });
    expect((await confirm(link(null, Date.now() - 1))).status).toBe(400);
    expect((await confirm(link("outro@nexo.test", Date.now() + 60_000))).status).toBe(400);
    expect((await confirm(link(null, Date.now() + 60_000))).status).toBe(200);

    for (let i = 0; i <= EMAIL_LINKS_PER_ADDRESS_PER_DAY; i++) {
      const asked = await editEmail(person.cookie, {
        email: "insistente@nexo.test",
        currentPassword: person.password,
      });
      expect(asked.body.pendingEmail).toBe("insistente@nexo.test");
    }
    expect(await queuedFor("insistente@nexo.test")).toHaveLength(EMAIL_LINKS_PER_ADDRESS_PER_DAY);
  });

  it("removes the address at once with the password, and warns it", async () => {
    const person = await personWithEmail("sai@nexo.test");
    const removed = await editEmail(person.cookie, { email: "", currentPassword: person.password });
    expect(removed.status).toBe(200);
    expect(removed.body.data.email).toBeNull();
    expect(removed.body.pendingEmail).toBeNull();
    const [notice] = await queuedFor("sai@nexo.test");
    expect(notice?.subject).toBe("E-mail removido da sua conta no painel da Nexo Digital");
    expect(notice?.content.text).toContain("Aparelho: Chrome no Android");
  });

  it("counts a wrong password for the e-mail with the sign-in limit, and needs mail to be on", async () => {
    const limited = await createTestApp({ RATE_LIMIT_LOGIN: "2" });
    try {
      const person = await personWithEmail("limitado@nexo.test", limited);
      const off = await limited.request("PATCH", "/api/account", {
        cookie: person.cookie,
        body: { fullName: "X", email: "novo@nexo.test", currentPassword: person.password },
      });
      expect(off.status).toBe(400);
      expect(off.body.errors).toEqual([
        {
          path: "email",
          message:
            "O envio de e-mails do site não está configurado: não é possível confirmar um novo e-mail.",
        },
      ]);
      // One wrong guess here and one at 'Alterar senha' use up the same allowance.
      const wrongHere = await limited.request("PATCH", "/api/account", {
        cookie: person.cookie,
        body: { fullName: "X", email: "", currentPassword: "chute-1" },
      });
      expect(wrongHere.status).toBe(400);
      const wrongThere = await limited.request("POST", "/api/account/password", {
        cookie: person.cookie,
        body: { currentPassword: "chute-2", password: "nova-senha-1" },
      });
      expect(wrongThere.status).toBe(400);
      const refused = await limited.request("PATCH", "/api/account", {
        cookie: person.cookie,
        body: { fullName: "X", email: "", currentPassword: person.password },
      });
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toBeTruthy();
    } finally {
      await limited.close();
    }
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
