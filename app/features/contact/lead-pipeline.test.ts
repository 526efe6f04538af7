import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, contactMessages, leadEvents, replyTemplates } from "../../../db/schema.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { addDefaultReplyTemplates } from "./reply-templates.server.ts";

let t: TestApp;
let admin: Awaited<ReturnType<TestApp["signIn"]>>;
let editor: Awaited<ReturnType<TestApp["signIn"]>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn("admin");
  editor = await t.signIn("editor");
});
afterAll(() => t.close());

const lead = {
  name: "Paula Reis",
  email: "paula@example.com",
  phone: "+5511987654321",
  projectType: "Site Institucional",
  subject: "Orçamento de site",
  message: "Gostaria de um orçamento para o site.",
};

async function newLead(values: Partial<typeof contactMessages.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(contactMessages)
    .values({ ...lead, ...values })
    .returning();
  return row!;
}

const patch = (id: number, body: unknown, cookie = admin.cookie) =>
  t.request("PATCH", `/api/admin/contacts/${id}`, { body, cookie });

describe("permissions on the pipeline's routes", () => {
  it.each([
    ["PATCH", "/api/admin/contacts/{id}", { status: "contacted" }],
    ["GET", "/api/admin/contacts/{id}/notes", undefined],
    ["POST", "/api/admin/contacts/{id}/notes", { body: "Ligar amanhã." }],
    ["POST", "/api/admin/contacts/{id}/reply", { body: "Olá!" }],
    ["GET", "/api/admin/contacts/owners", undefined],
    ["GET", "/api/admin/contacts/today", undefined],
    ["GET", "/api/admin/contacts/reply-templates", undefined],
    ["POST", "/api/admin/contacts/reply-templates", { title: "T", body: "B" }],
  ])("%s %s: 401 anonymous", async (method, template, body) => {
    const row = await newLead();
    const res = await t.request(method, template.replace("{id}", String(row.id)), { body });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, message: "Não autenticado" });
  });

  it("lets editors work the pipeline as admins do", async () => {
    const row = await newLead();
    const moved = await patch(
      row.id,
      { status: "contacted", ownerId: admin.user.id },
      editor.cookie,
    );
    expect(moved.status).toBe(200);
    const note = await t.request("POST", `/api/admin/contacts/${row.id}/notes`, {
      body: { body: "Cliente pediu retorno à tarde." },
      cookie: editor.cookie,
    });
    expect(note.status).toBe(201);
    expect(note.body.data).toMatchObject({ kind: "note", authorId: editor.user.id });
  });
});

describe("PATCH /api/admin/contacts/{id}", () => {
  it("moves a lead and keeps every status change on its timeline: who and when", async () => {
    const row = await newLead();
    expect(row.status).toBe("new");
    const first = await patch(row.id, { status: "contacted" });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ id: row.id, status: "contacted", lostReason: null });
    await patch(row.id, { status: "proposal" }, editor.cookie);
    // The same status again is no change, and no entry.
    await patch(row.id, { status: "proposal" });

    const timeline = await t.request("GET", `/api/admin/contacts/${row.id}/notes`, {
      cookie: admin.cookie,
    });
    expect(timeline.status).toBe(200);
    expect(timeline.body.data).toEqual([
      expect.objectContaining({
        kind: "status",
        fromStatus: "new",
        toStatus: "contacted",
        authorId: admin.user.id,
        authorName: "Pessoa admin",
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      }),
      expect.objectContaining({
        kind: "status",
        fromStatus: "contacted",
        toStatus: "proposal",
        authorId: editor.user.id,
      }),
    ]);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "message.update"))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ target: `#${row.id}` });
  });

  it("refuses an unknown status with a 400 in pt-BR, changing nothing", async () => {
    const row = await newLead();
    for (const status of ["archived", "NEW", "", 3, null]) {
      const res = await patch(row.id, { status });
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.errors).toContainEqual({
        path: "status",
        message: "Status inválido: use new, contacted, proposal, won ou lost",
      });
    }
    expect(
      (await t.db.select().from(contactMessages).where(eq(contactMessages.id, row.id)))[0],
    ).toMatchObject({ status: "new" });
  });

  it("needs a reason to lose a lead, and forgets it when the lead comes back", async () => {
    const row = await newLead();
    for (const body of [{ status: "lost" }, { status: "lost", lostReason: "   " }]) {
      const res = await patch(row.id, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Informe o motivo da perda");
      expect(res.body.errors).toEqual([
        { path: "lostReason", message: "Informe o motivo da perda" },
      ]);
    }
    const lost = await patch(row.id, { status: "lost", lostReason: "Orçamento acima do previsto" });
    expect(lost.status).toBe(200);
    expect(lost.body.data).toMatchObject({
      status: "lost",
      lostReason: "Orçamento acima do previsto",
    });
    // A lost lead cannot lose its reason.
    expect((await patch(row.id, { lostReason: null })).status).toBe(400);
    const back = await patch(row.id, { status: "contacted" });
    expect(back.body.data).toMatchObject({ status: "contacted", lostReason: null });
    const events = await t.db
      .select()
      .from(leadEvents)
      .where(eq(leadEvents.messageId, row.id))
      .orderBy(leadEvents.id);
    expect(events.map((e) => [e.toStatus, e.body])).toEqual([
      ["lost", "Orçamento acima do previsto"],
      ["contacted", ""],
    ]);
  });

  it("gives a lead to an existing staff member only, and takes it back with null", async () => {
    const row = await newLead();
    const given = await patch(row.id, { ownerId: editor.user.id });
    expect(given.body.data.ownerId).toBe(editor.user.id);
    for (const ownerId of [999_999, 0, -1, 1.5, "2"]) {
      const res = await patch(row.id, { ownerId });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/Responsável/);
    }
    const taken = await patch(row.id, { ownerId: null });
    expect(taken.body.data.ownerId).toBeNull();
  });

  it("takes a follow-up day or an ISO time, and null clears it", async () => {
    const row = await newLead();
    const day = await patch(row.id, { followUpAt: "2026-03-05" });
    expect(day.status).toBe(200);
    // A day is 9:00 in São Paulo.
    expect(day.body.data.followUpAt).toBe("2026-03-05T12:00:00.000Z");
    const time = await patch(row.id, { followUpAt: "2026-04-01T10:30:00-03:00" });
    expect(time.body.data.followUpAt).toBe("2026-04-01T13:30:00.000Z");
    for (const followUpAt of ["2026-02-30", "amanhã", "2026-04-01T10:30:00", 5]) {
      const res = await patch(row.id, { followUpAt });
      expect(res.status).toBe(400);
      expect(res.body.errors).toContainEqual({
        path: "followUpAt",
        message: "Data de retorno inválida",
      });
    }
    expect((await patch(row.id, { followUpAt: null })).body.data.followUpAt).toBeNull();
  });

  it("answers 400 for an empty change, bad characters or a bad id, and 404 for an unknown lead", async () => {
    const row = await newLead();
    expect((await patch(row.id, {})).body.message).toBe(
      "Informe o que alterar: status, ownerId, followUpAt ou lostReason",
    );
    const control = await patch(row.id, { status: "lost", lostReason: "motivo\u0000" });
    expect(control.status).toBe(400);
    expect(
      (
        await t.request("PATCH", "/api/admin/contacts/abc", {
          body: { status: "won" },
          cookie: admin.cookie,
        })
      ).status,
    ).toBe(400);
    const missing = await patch(2_000_000_000, { status: "won" });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Mensagem não encontrada");
  });

  it("keeps read and unread as they were", async () => {
    const row = await newLead();
    await patch(row.id, { status: "won" });
    const read = await t.request("POST", `/api/admin/contacts/${row.id}/read`, {
      cookie: admin.cookie,
    });
    expect(read.body.data).toMatchObject({ isRead: true, status: "won" });
  });
});

describe("GET /api/admin/contacts filters", () => {
  it("narrows the list by status and owner, with paging and search still working", async () => {
    const marker = `Filtro ${Math.random().toString(36).slice(2, 8)}`;
    const a = await newLead({
      subject: `${marker} A`,
      status: "proposal",
      ownerId: editor.user.id,
    });
    const b = await newLead({ subject: `${marker} B`, status: "proposal" });
    const c = await newLead({ subject: `${marker} C`, status: "won", ownerId: editor.user.id });
    const list = async (query: string) => {
      const res = await t.request(
        "GET",
        `/api/admin/contacts?q=${encodeURIComponent(marker)}&${query}`,
        {
          cookie: admin.cookie,
        },
      );
      expect(res.status).toBe(200);
      return { ids: res.body.data.map((m: { id: number }) => m.id), meta: res.body.meta };
    };
    expect((await list("status=proposal")).ids).toEqual([b.id, a.id]);
    expect((await list(`ownerId=${editor.user.id}`)).ids).toEqual([c.id, a.id]);
    expect((await list(`status=proposal&ownerId=${editor.user.id}`)).ids).toEqual([a.id]);
    expect((await list("ownerId=none")).ids).toEqual([b.id]);
    const first = await list("status=proposal&limit=1");
    expect(first).toMatchObject({ ids: [b.id], meta: { total: 2 } });
    const next = await list(`status=proposal&limit=1&cursor=${first.meta.nextCursor}`);
    expect(next.ids).toEqual([a.id]);
    for (const bad of ["status=archived", "ownerId=abc", "ownerId=0"]) {
      const res = await t.request("GET", `/api/admin/contacts?${bad}`, { cookie: admin.cookie });
      expect(res.status).toBe(400);
    }
  });
});

describe("notes", () => {
  it("adds a note signed by its author and lists it with the timeline", async () => {
    const row = await newLead();
    const res = await t.request("POST", `/api/admin/contacts/${row.id}/notes`, {
      body: { body: "  Prefere contato por WhatsApp.\r\nDepois das 18h.  " },
      cookie: admin.cookie,
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      kind: "note",
      body: "Prefere contato por WhatsApp.\nDepois das 18h.",
      authorName: "Pessoa admin",
      delivery: null,
    });
    const list = await t.request("GET", `/api/admin/contacts/${row.id}/notes`, {
      cookie: editor.cookie,
    });
    expect(list.body.data.map((e: { id: number }) => e.id)).toEqual([res.body.data.id]);
  });

  it("refuses an empty, huge or malformed note, and a note on an unknown lead", async () => {
    const row = await newLead();
    const post = (body: unknown, id = row.id) =>
      t.request("POST", `/api/admin/contacts/${id}/notes`, { body, cookie: admin.cookie });
    expect((await post({ body: "   " })).body.message).toBe("Escreva o texto");
    expect((await post({ body: "x".repeat(5001) })).body.message).toBe(
      "O texto deve ter no máximo 5000 caracteres",
    );
    expect((await post({ body: "\ud800" })).status).toBe(400);
    expect((await post({})).status).toBe(400);
    expect((await post({ body: "Ok." }, 2_000_000_000)).status).toBe(404);
    expect(
      (await t.request("GET", "/api/admin/contacts/2000000000/notes", { cookie: admin.cookie }))
        .status,
    ).toBe(404);
  });
});

describe("owners and 'Para hoje'", () => {
  it("lists the staff a lead can be given to", async () => {
    const res = await t.request("GET", "/api/admin/contacts/owners", { cookie: editor.cookie });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(
      expect.arrayContaining([
        { id: admin.user.id, fullName: "Pessoa admin" },
        { id: editor.user.id, fullName: "Pessoa editor" },
      ]),
    );
  });

  it("shows the signed-in member's open leads whose follow-up day has come", async () => {
    const me = await t.signIn("editor");
    const yesterday = new Date(Date.now() - 86_400_000);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000);
    const due = await newLead({ ownerId: me.user.id, followUpAt: yesterday, status: "contacted" });
    await newLead({ ownerId: me.user.id, followUpAt: tomorrow });
    await newLead({ ownerId: me.user.id, followUpAt: yesterday, status: "won" });
    await newLead({ ownerId: me.user.id, followUpAt: yesterday, spam: true });
    await newLead({ ownerId: admin.user.id, followUpAt: yesterday });
    const res = await t.request("GET", "/api/admin/contacts/today", { cookie: me.cookie });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        id: due.id,
        name: lead.name,
        subject: lead.subject,
        status: "contacted",
        followUpAt: yesterday.toISOString(),
      },
    ]);
  });
});

describe("reply templates", () => {
  it("starts with pt-BR defaults and can be created, edited and deleted", async () => {
    // What a new install's first start does; twice, as two instances starting together would.
    await Promise.all([addDefaultReplyTemplates(t.db), addDefaultReplyTemplates(t.db)]);
    const list = await t.request("GET", "/api/admin/contacts/reply-templates", {
      cookie: editor.cookie,
    });
    expect(list.status).toBe(200);
    expect(list.body.data.map((tpl: { title: string }) => tpl.title)).toEqual([
      "Acompanhamento",
      "Envio de proposta",
      "Primeiro contato",
    ]);
    const created = await t.request("POST", "/api/admin/contacts/reply-templates", {
      body: { title: "Agradecimento", body: "Obrigado, {nome}!" },
      cookie: editor.cookie,
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    const edited = await t.request("PATCH", `/api/admin/contacts/reply-templates/${id}`, {
      body: { title: "Agradecimento final", body: "Muito obrigado, {nome}!" },
      cookie: admin.cookie,
    });
    expect(edited.body.data).toMatchObject({ id, title: "Agradecimento final" });
    expect(
      (
        await t.request("POST", "/api/admin/contacts/reply-templates", {
          body: { title: "", body: "x" },
          cookie: admin.cookie,
        })
      ).body.message,
    ).toBe("Dê um nome ao modelo");
    const removed = await t.request("DELETE", `/api/admin/contacts/reply-templates/${id}`, {
      cookie: admin.cookie,
    });
    expect(removed.body.data).toEqual({ id });
    expect(await t.db.select().from(replyTemplates).where(eq(replyTemplates.id, id))).toEqual([]);
    expect(
      (
        await t.request("DELETE", `/api/admin/contacts/reply-templates/${id}`, {
          cookie: admin.cookie,
        })
      ).status,
    ).toBe(404);
  });
});
