import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  contactMessages,
  newsletterSubscribers,
  testimonials,
} from "../../../db/schema.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { createProject } from "../portfolio/test-fixtures.ts";
import { type AuditEntry, auditActions } from "./actions.ts";
import { auditFilterMessages } from "./api.server.ts";

let t: TestApp;
let admin: Awaited<ReturnType<TestApp["signIn"]>>;
let editor: Awaited<ReturnType<TestApp["signIn"]>>;
const ip = "203.0.113.9";

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "1" });
  admin = await t.signIn("admin", "ana.admin");
  editor = await t.signIn("editor", "edu.editor");
});
afterAll(() => t.close());

/** A request from `ip`, as nginx would forward it. */
const call = (method: string, path: string, cookie?: string, body?: unknown) =>
  t.request(method, path, { cookie, body, headers: { "x-forwarded-for": ip } });

async function entries(query = ""): Promise<AuditEntry[]> {
  const { status, body } = await t.request("GET", `/api/admin/audit?limit=500${query}`, {
    cookie: admin.cookie,
  });
  expect(status).toBe(200);
  return body.data;
}

async function latest(action: string): Promise<AuditEntry | undefined> {
  return (await entries(`&action=${action}`))[0];
}

describe("the activity log records every staff action", () => {
  it("with who, what, on what and from where", async () => {
    const project = await createProject(t, editor.cookie, { title: "Clínica Aurora" });
    expect(await latest("project.create")).toMatchObject({
      actorId: editor.user.id,
      actorName: editor.user.fullName,
      actorUsername: "edu.editor",
      action: "project.create",
    });
    await call("PATCH", `/api/admin/portfolio/${project.id}`, editor.cookie, { title: "Aurora" });
    expect(await latest("project.update")).toMatchObject({
      actorUsername: "edu.editor",
      target: `#${project.id}`,
      ip,
    });
  });

  it.each([
    ["project.feature", "PATCH", "/featured", { featured: true }],
    ["project.activate", "PATCH", "/active", { active: false }],
    [
      "project.image_add",
      "POST",
      "/images",
      { imageUrl: "https://cdn.example.com/x.png", alt: "Tela inicial" },
    ],
  ] as const)("%s", async (action, method, suffix, body) => {
    const project = await createProject(t, admin.cookie);
    const res = await call(
      method,
      `/api/admin/portfolio/${project.id}${suffix}`,
      admin.cookie,
      body,
    );
    expect(res.status).toBeLessThan(300);
    expect(await latest(action)).toMatchObject({
      actorId: admin.user.id,
      target: `#${project.id}`,
    });
  });

  it("project.reorder, project.image_remove, project.delete", async () => {
    const project = await createProject(t, admin.cookie);
    const image = await call("POST", `/api/admin/portfolio/${project.id}/images`, admin.cookie, {
      imageUrl: "https://cdn.example.com/y.png",
      alt: "Tela de contato",
    });
    await call("DELETE", `/api/admin/portfolio/images/${image.body.data.id}`, admin.cookie);
    expect(await latest("project.image_remove")).toMatchObject({
      target: `#${image.body.data.id}`,
    });
    const all = await t.request("GET", "/api/admin/portfolio", { cookie: admin.cookie });
    const ids = all.body.data.map((p: { id: number }) => p.id).reverse();
    const reordered = await call("POST", "/api/admin/portfolio/reorder", admin.cookie, {
      orderedIds: ids,
    });
    expect(reordered.status).toBe(200);
    expect(await latest("project.reorder")).toMatchObject({ actorId: admin.user.id });
    await call("DELETE", `/api/admin/portfolio/${project.id}`, admin.cookie);
    expect(await latest("project.delete")).toMatchObject({ target: `#${project.id}` });
  });

  it("testimonial.moderate, testimonial.delete, message.read", async () => {
    const [testimonial] = await t.db
      .insert(testimonials)
      .values({
        clientName: "Rita",
        clientEmail: "rita@exemplo.com",
        projectType: "Outros",
        content: "Excelente trabalho, recomendo a todos os colegas.",
        rating: 5,
      })
      .returning();
    await call("PATCH", `/api/admin/testimonials/${testimonial!.id}`, editor.cookie, {
      status: "approved",
    });
    expect(await latest("testimonial.moderate")).toMatchObject({ target: `#${testimonial!.id}` });
    await call("DELETE", `/api/admin/testimonials/${testimonial!.id}`, editor.cookie);
    expect(await latest("testimonial.delete")).toMatchObject({ target: `#${testimonial!.id}` });

    const [message] = await t.db
      .insert(contactMessages)
      .values({
        name: "Leo",
        email: "leo@exemplo.com",
        phone: "11999999999",
        subject: "Orçamento",
        projectType: "Outros",
        message: "Gostaria de um orçamento para um site.",
      })
      .returning();
    await call("POST", `/api/admin/contacts/${message!.id}/read`, editor.cookie);
    expect(await latest("message.read")).toMatchObject({ target: `#${message!.id}` });
  });

  it("subscriber.remove by staff (with the address), the CSV and the copied e-mails", async () => {
    await t.db.insert(newsletterSubscribers).values({ email: "sai@exemplo.com" });
    await call("POST", "/api/newsletter/unsubscribe", editor.cookie, { email: "sai@exemplo.com" });
    expect(await latest("subscriber.remove")).toMatchObject({
      actorId: editor.user.id,
      target: "sai@exemplo.com",
      ip,
    });
    await call("GET", "/api/admin/newsletter/export", editor.cookie);
    expect(await latest("newsletter.export")).toMatchObject({ actorId: editor.user.id });
    await call("GET", "/api/admin/newsletter/emails", editor.cookie);
    expect(await latest("newsletter.copy_emails")).toMatchObject({ actorId: editor.user.id });
  });

  it("users created, reset and deleted; the entry keeps the actor after the account is gone", async () => {
    const created = await call("POST", "/api/register", admin.cookie, {
      fullName: "Bia Temporária",
      username: "bia.temp",
      password: "senha-da-bia",
      role: "admin",
    });
    expect(await latest("user.create")).toMatchObject({ actorId: admin.user.id });
    const bia = await t.request("POST", "/api/login", {
      body: { username: "bia.temp", password: "senha-da-bia" },
    });
    const biaCookie = bia.headers.get("set-cookie")!.split(";")[0]!;
    const caio = await t.signIn("editor", "caio.editor");
    await call("POST", `/api/admin/users/${caio.user.id}/reset-password-drizzle`, biaCookie, {
      password: "nova-senha-do-caio",
    });
    expect(await latest("user.reset_password")).toMatchObject({
      actorUsername: "bia.temp",
      target: `#${caio.user.id}`,
    });
    await call("DELETE", `/api/admin/users/${created.body.data.id}`, admin.cookie);
    expect(await latest("user.delete")).toMatchObject({ target: `#${created.body.data.id}` });
    const [reset] = await entries("&action=user.reset_password");
    expect(reset).toMatchObject({ actorId: created.body.data.id, actorName: "Bia Temporária" });
  });

  it("sign-ins, failed ones with the username tried, and sign-outs", async () => {
    await call("POST", "/api/login", undefined, { username: "ninguem", password: "errada" });
    expect(await latest("auth.sign_in_failed")).toMatchObject({
      actorId: null,
      target: "ninguem",
      ip,
    });
    const signedIn = await call("POST", "/api/login", undefined, {
      username: "edu.editor",
      password: "senha-segura-123",
    });
    expect(await latest("auth.sign_in")).toMatchObject({ actorUsername: "edu.editor", ip });
    const cookie = signedIn.headers.get("set-cookie")!.split(";")[0]!;
    await call("POST", "/api/logout", cookie);
    expect(await latest("auth.sign_out")).toMatchObject({ actorUsername: "edu.editor" });
    const before = (await entries("&action=auth.sign_out")).length;
    await call("POST", "/api/logout");
    expect(await entries("&action=auth.sign_out")).toHaveLength(before);
  });

  it("names only actions it knows, each with a pt-BR label", () => {
    for (const label of Object.values(auditActions)) expect(label).toMatch(/^[A-ZÀ-Ú]/);
  });
});

describe("GET /api/admin/audit", () => {
  it("is for admins only", async () => {
    expect((await t.request("GET", "/api/admin/audit")).status).toBe(401);
    expect((await t.request("GET", "/api/admin/audit", { cookie: editor.cookie })).status).toBe(
      403,
    );
  });

  it("filters by person, action and São Paulo day, newest first, a page at a time", async () => {
    const byPerson = await entries("&person=EDU.ED");
    expect(byPerson.length).toBeGreaterThan(0);
    expect(byPerson.every((entry) => entry.actorUsername === "edu.editor")).toBe(true);
    const sorted = [...byPerson].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    expect(byPerson.map((e) => e.id)).toEqual(sorted.map((e) => e.id));

    await t.db.insert(auditLog).values([
      {
        action: "project.update",
        actorName: "Antiga",
        createdAt: new Date("2026-03-10T02:30:00Z"),
      },
      {
        action: "project.update",
        actorName: "Antiga",
        createdAt: new Date("2026-03-10T03:30:00Z"),
      },
    ]);
    // 02:30 UTC on the 10th is still the 9th in São Paulo.
    const ninth = await entries("&person=Antiga&from=2026-03-09&to=2026-03-09");
    expect(ninth.map((e) => e.createdAt)).toEqual(["2026-03-10T02:30:00.000Z"]);
    const tenth = await entries("&person=Antiga&from=2026-03-10");
    expect(tenth.map((e) => e.createdAt)).toEqual(["2026-03-10T03:30:00.000Z"]);

    const first = await t.request("GET", "/api/admin/audit?limit=2", { cookie: admin.cookie });
    expect(first.body.data).toHaveLength(2);
    expect(first.body.meta.nextCursor).toEqual(expect.any(String));
  });

  it.each([
    ["&action=project.hack", auditFilterMessages.action],
    ["&from=2026-13-01", auditFilterMessages.date],
    ["&to=ontem", auditFilterMessages.date],
    // A day that does not exist is refused, not rolled over to March (decision 0039).
    ["&from=2026-02-30", auditFilterMessages.date],
    ["&to=0000-01-01", auditFilterMessages.date],
    [`&person=${"x".repeat(101)}`, auditFilterMessages.person],
  ])("refuses %s with a 400", async (query, message) => {
    const { status, body } = await t.request("GET", `/api/admin/audit?x=1${query}`, {
      cookie: admin.cookie,
    });
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });
});

describe("append-only", () => {
  it("no route changes or deletes an entry", async () => {
    const [entry] = await entries();
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      for (const path of ["/api/admin/audit", `/api/admin/audit/${entry!.id}`]) {
        const { status } = await t.request(method, path, { cookie: admin.cookie, body: {} });
        expect(status, `${method} ${path}`).toBe(404);
      }
    }
    expect(await entries()).toContainEqual(entry);
  });

  it("the database refuses to change an entry", async () => {
    await expect(
      t.db.execute(sql`update audit_log set action = 'project.delete'`),
    ).rejects.toThrow();
  });
});
