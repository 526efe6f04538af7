import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  consentRecords,
  contactMessages,
  newsletterSubscribers,
  privacyRequests,
  testimonials,
} from "../../../db/schema.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { isoDay } from "../../lib/format-date.ts";
import { ANONYMOUS_CLIENT } from "./privacy.server.ts";
import { privacyMessages } from "./schemas.ts";

let t: TestApp;
let admin: string;
let editor: string;
const person = "Maria.Souza@Exemplo.com";

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signIn("admin")).cookie;
  editor = (await t.signIn("editor")).cookie;
});
afterAll(() => t.close());

const testimonial = (status: "approved" | "pending" | "rejected", email = person) => ({
  clientName: email === person ? "Maria Souza" : "Outra Pessoa",
  clientEmail: email,
  companyName: email === person ? "Padaria Souza" : "Outra Empresa",
  projectType: "Outros",
  content: `Depoimento ${status}: trabalho excelente, recomendo a todos.`,
  rating: 5,
  status,
});

/** Maria's data in every table, written in other cases too, beside someone else's. */
async function seedPerson() {
  const message = {
    name: "Maria Souza",
    phone: "(11) 98765-4321",
    subject: "Orçamento",
    projectType: "Outros",
    message: "Quero um site.",
  };
  await t.db.insert(contactMessages).values([
    { ...message, email: person },
    { ...message, email: person.toLowerCase(), language: "en" as const },
    { ...message, name: "Outra Pessoa", email: "outra@exemplo.com" },
  ]);
  await t.db
    .insert(testimonials)
    .values([
      testimonial("approved"),
      testimonial("pending"),
      testimonial("rejected"),
      testimonial("approved", "outra@exemplo.com"),
    ]);
  await t.db
    .insert(newsletterSubscribers)
    .values([{ email: person.toLowerCase(), name: "Maria" }, { email: "outra@exemplo.com" }]);
  await t.db.insert(consentRecords).values([
    {
      email: person.toLowerCase(),
      source: "newsletter",
      choice: "subscribed",
      policyVersion: "v1",
      ip: "198.51.100.1",
    },
    { email: "outra@exemplo.com", source: "newsletter", choice: "subscribed", policyVersion: "v1" },
  ]);
}

describe("data-subject requests", () => {
  it("are for admins only", async () => {
    for (const [method, path] of [
      ["GET", `/api/admin/privacy/search?email=${person}`],
      ["GET", `/api/admin/privacy/export?email=${person}`],
      ["POST", "/api/admin/privacy/erase"],
      ["GET", "/api/admin/privacy/requests"],
    ] as const) {
      expect((await t.request(method, path)).status, path).toBe(401);
      const body = method === "POST" ? { email: person } : undefined;
      const asEditor = await t.request(method, path, { cookie: editor, body });
      expect(asEditor.status, path).toBe(403);
    }
  });

  it("find everything about an address, whatever its case, and export it as JSON and HTML", async () => {
    await seedPerson();
    const { status, body } = await t.request(
      "GET",
      `/api/admin/privacy/search?email=${encodeURIComponent(person.toUpperCase())}`,
      {
        cookie: admin,
      },
    );
    expect(status).toBe(200);
    expect(body.data.messages).toHaveLength(2);
    expect(body.data.testimonials).toHaveLength(3);
    expect(body.data.subscribers).toHaveLength(1);
    expect(body.data.consents).toEqual([
      expect.objectContaining({
        source: "newsletter",
        choice: "subscribed",
        policyVersion: "v1",
        ip: "198.51.100.1",
      }),
    ]);

    const json = await t.app.request(
      `/api/admin/privacy/export?email=${encodeURIComponent(person)}`,
      {
        headers: { cookie: admin },
      },
    );
    expect(json.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(json.headers.get("content-disposition")).toBe(
      `attachment; filename="dados-${person}.json"`,
    );
    const exported = await json.json();
    expect(exported.messages).toHaveLength(2);
    expect(exported.email).toBe(person);
    // The language each message was sent in (docs/product.md#data-model).
    expect(exported.messages.map((m: { language: string }) => m.language)).toEqual(["pt-BR", "en"]);

    const html = await t.app.request(
      `/api/admin/privacy/export?email=${encodeURIComponent(person)}&format=html`,
      {
        headers: { cookie: admin },
      },
    );
    expect(html.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const page = await html.text();
    expect(page).toContain("<h1>Dados pessoais de Maria.Souza@Exemplo.com</h1>");
    expect(page).toContain("Padaria Souza");
    expect(page).toContain("Consentimentos registrados");
    expect(page).toContain("<th>Idioma</th>");
    expect(page).toContain("<td>Inglês</td>");
    expect(page).toContain("<td>Português</td>");
  });

  it("export each message's follow-up: its status, origin, the staff's notes and status changes", async () => {
    const lead = "joao.lima@exemplo.com";
    const [row] = await t.db
      .insert(contactMessages)
      .values({
        name: "João Lima",
        email: lead,
        phone: "(11) 91234-5678",
        subject: "Loja virtual",
        projectType: "Outros",
        message: "Quero vender on-line.",
        source: {
          referrer: "www.google.com",
          utmSource: "google",
          utmMedium: "cpc",
          utmCampaign: "lojas",
          landingPath: "/portfolio",
        },
      })
      .returning({ id: contactMessages.id });
    const id = row!.id;
    const note = await t.request("POST", `/api/admin/contacts/${id}/notes`, {
      cookie: admin,
      body: { body: "Ligou pedindo <prazo> & valores." },
    });
    expect(note.status).toBe(201);
    const lost = await t.request("PATCH", `/api/admin/contacts/${id}`, {
      cookie: admin,
      body: { status: "lost", lostReason: "Escolheu outra agência." },
    });
    expect(lost.status).toBe(200);

    const { body } = await t.request("GET", `/api/admin/privacy/search?email=${lead}`, {
      cookie: admin,
    });
    expect(body.data.messages).toEqual([
      expect.objectContaining({
        id,
        status: "lost",
        lostReason: "Escolheu outra agência.",
        source: expect.objectContaining({ utmCampaign: "lojas", landingPath: "/portfolio" }),
      }),
    ]);
    expect(body.data.leadEvents).toEqual([
      expect.objectContaining({
        messageId: id,
        kind: "note",
        body: "Ligou pedindo <prazo> & valores.",
      }),
      expect.objectContaining({
        messageId: id,
        kind: "status",
        fromStatus: "new",
        toStatus: "lost",
      }),
    ]);

    const html = await t.app.request(`/api/admin/privacy/export?email=${lead}&format=html`, {
      headers: { cookie: admin },
    });
    const page = await html.text();
    expect(page).toContain("Andamento das mensagens");
    expect(page).toContain("Ligou pedindo &lt;prazo&gt; &amp; valores.");
    expect(page).toContain("Novo → Perdido: Escolheu outra agência.");
    expect(page).toContain(
      "www.google.com · campanha google / cpc / lojas · entrou por /portfolio",
    );
  });

  it("correct a field, with that field's rule", async () => {
    const [row] = await t.db
      .select()
      .from(contactMessages)
      .where(sql`${contactMessages.email} = ${person}`);
    const fixed = await t.request("POST", "/api/admin/privacy/correct", {
      cookie: admin,
      body: { kind: "message", id: row!.id, field: "phone", value: "(11) 91234-5678" },
    });
    expect(fixed.status).toBe(200);
    const [after] = await t.db
      .select()
      .from(contactMessages)
      .where(sql`${contactMessages.id} = ${row!.id}`);
    // Stored in the contact form's one form (docs/product.md#phone-numbers).
    expect(after!.phone).toBe("+5511912345678");
    expect(fixed.body.data.value).toBe("+5511912345678");
    for (const [body, status, message] of [
      [{ kind: "message", id: row!.id, field: "message", value: "x" }, 400, privacyMessages.field],
      [
        { kind: "message", id: row!.id, field: "email", value: "não é e-mail" },
        400,
        privacyMessages.email,
      ],
      [{ kind: "message", id: row!.id, field: "phone", value: "1" }, 400, privacyMessages.value],
      [
        { kind: "message", id: 999999, field: "phone", value: "(11) 91234-5678" },
        404,
        privacyMessages.notFound,
      ],
      [
        { kind: "message", id: row!.id, field: "constructor", value: "x" },
        400,
        privacyMessages.field,
      ],
      [
        {
          kind: "subscriber",
          id: (
            await t.db.select().from(newsletterSubscribers).where(sql`email = 'outra@exemplo.com'`)
          )[0]!.id,
          field: "email",
          value: person.toLowerCase(),
        },
        409,
        "Este e-mail já está em outro registro",
      ],
    ] as const) {
      const res = await t.request("POST", "/api/admin/privacy/correct", { cookie: admin, body });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.message).toBe(message);
    }
  });

  it("a corrected subscriber address is kept lower-cased, like every subscription", async () => {
    const [subscriber] = await t.db
      .insert(newsletterSubscribers)
      .values({ email: "corrigir@exemplo.com" })
      .returning();
    const res = await t.request("POST", "/api/admin/privacy/correct", {
      cookie: admin,
      body: {
        kind: "subscriber",
        id: subscriber!.id,
        field: "email",
        value: " Outra.Nova@Exemplo.com ",
      },
    });
    expect(res.status).toBe(200);
    const [after] = await t.db
      .select()
      .from(newsletterSubscribers)
      .where(sql`${newsletterSubscribers.id} = ${subscriber!.id}`);
    expect(after!.email).toBe("outra.nova@exemplo.com");
  });

  it("erase: delete messages, subscriptions and consents, anonymise public testimonials, delete the rest", async () => {
    const { status, body } = await t.request("POST", "/api/admin/privacy/erase", {
      cookie: admin,
      body: { email: person },
    });
    expect(status).toBe(200);
    expect(body.data).toEqual({
      email: person,
      messagesDeleted: 2,
      testimonialsDeleted: 2,
      testimonialsAnonymised: 1,
      subscribersDeleted: 1,
      consentsDeleted: 1,
      // One notification per message, when the test server queues mail at all.
      mailsDeleted: expect.any(Number),
      usersKept: 0,
    });
    const left = await t.request("GET", `/api/admin/privacy/search?email=${person}`, {
      cookie: admin,
    });
    expect(left.body.data).toMatchObject({
      messages: [],
      testimonials: [],
      subscribers: [],
      consents: [],
    });

    // Nothing about her remains anywhere but the public text, now anonymous.
    const everything = await t.db.execute(sql`
      select row_to_json(x)::text as line from (
        select * from contact_messages) x
      union all select row_to_json(t)::text from testimonials t
      union all select row_to_json(s)::text from newsletter_subscribers s
      union all select row_to_json(c)::text from consent_records c
      union all select row_to_json(m)::text from mail_outbox m`);
    const lines = (everything as unknown as { rows: { line: string }[] }).rows.map((r) => r.line);
    expect(lines.filter((line) => /maria|souza/i.test(line))).toEqual([]);
    const kept = await t.db
      .select()
      .from(testimonials)
      .where(sql`${testimonials.content} like 'Depoimento approved%'`)
      .orderBy(testimonials.id);
    expect(
      kept.map(({ clientName, companyName, clientEmail, status }) => ({
        clientName,
        companyName,
        clientEmail,
        status,
      })),
    ).toEqual([
      {
        clientName: ANONYMOUS_CLIENT,
        companyName: null,
        clientEmail: "anonimizado@invalid",
        status: "approved",
      },
      {
        clientName: "Outra Pessoa",
        companyName: "Outra Empresa",
        clientEmail: "outra@exemplo.com",
        status: "approved",
      },
    ]);
    // Someone else's data is untouched.
    const other = await t.request("GET", "/api/admin/privacy/search?email=outra@exemplo.com", {
      cookie: admin,
    });
    expect(other.body.data.messages).toHaveLength(1);
    expect(other.body.data.subscribers).toHaveLength(1);
  });

  it("refuse a missing or malformed address", async () => {
    for (const query of ["", "?email=", "?email=maria", "?email=a%00b@x.com"]) {
      const res = await t.request("GET", `/api/admin/privacy/search${query}`, { cookie: admin });
      expect(res.status, query).toBe(400);
    }
  });
});

describe("the request register", () => {
  it("registers a request due 15 days later, flags it overdue, and closes it", async () => {
    await t.db.delete(privacyRequests);
    const created = await t.request("POST", "/api/admin/privacy/requests", {
      cookie: admin,
      body: { email: person, type: "access", receivedOn: "2026-01-05", notes: "Pedido por e-mail" },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      email: person,
      type: "access",
      status: "open",
      receivedOn: "2026-01-05T03:00:00.000Z",
      dueOn: "2026-01-20T03:00:00.000Z",
      overdue: true,
    });
    await t.request("POST", "/api/admin/privacy/requests", {
      cookie: admin,
      body: {
        email: "outra@exemplo.com",
        type: "erasure",
        // Today in São Paulo: between 21:00 and midnight there, the UTC day is already tomorrow.
        receivedOn: isoDay(new Date()),
      },
    });
    const overdue = await t.request("GET", "/api/admin/privacy/requests/overdue", {
      cookie: admin,
    });
    expect(overdue.body.data).toEqual({ count: 1 });

    const answered = await t.request(
      "PATCH",
      `/api/admin/privacy/requests/${created.body.data.id}`,
      {
        cookie: admin,
        body: { status: "answered", notes: "Enviado o relatório" },
      },
    );
    expect(answered.body.data).toMatchObject({
      status: "answered",
      overdue: false,
      notes: "Enviado o relatório",
    });
    expect(answered.body.data.answeredAt).toEqual(expect.any(String));
    const list = await t.request("GET", "/api/admin/privacy/requests", { cookie: admin });
    expect(list.body.data.map((r: { status: string }) => r.status)).toEqual(["open", "answered"]);
    expect(
      (await t.request("GET", "/api/admin/privacy/requests/overdue", { cookie: admin })).body.data
        .count,
    ).toBe(0);
  });

  it.each([
    [{ email: person, type: "delete-all", receivedOn: "2026-01-05" }, privacyMessages.type],
    [{ email: person, type: "access", receivedOn: "2999-01-01" }, privacyMessages.receivedOn],
    [{ email: person, type: "access", receivedOn: "05/01/2026" }, privacyMessages.receivedOn],
    // A day that does not exist is refused, not rolled over to March (decision 0039).
    [{ email: person, type: "access", receivedOn: "2025-02-29" }, privacyMessages.receivedOn],
    [{ email: "x", type: "access", receivedOn: "2026-01-05" }, privacyMessages.email],
  ])("refuses %j", async (body, message) => {
    const res = await t.request("POST", "/api/admin/privacy/requests", { cookie: admin, body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("answers 404 for an unknown request and 400 for a bad id", async () => {
    expect(
      (
        await t.request("PATCH", "/api/admin/privacy/requests/999999", {
          cookie: admin,
          body: { notes: "x" },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.request("PATCH", "/api/admin/privacy/requests/abc", {
          cookie: admin,
          body: { notes: "x" },
        })
      ).status,
    ).toBe(400);
  });
});
