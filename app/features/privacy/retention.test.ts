import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  contactMessages,
  newsletterSubscribers,
  testimonials,
} from "../../../db/schema.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { retentionPeriods } from "../../lib/retention-periods.ts";
import { applyRetention } from "./retention.server.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const now = new Date("2026-11-24T12:00:00.000Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
const message = (createdAt: Date, subject: string) => ({
  name: "Pessoa",
  email: "p@exemplo.com",
  phone: "11999999999",
  subject,
  projectType: "Outros",
  message: "Mensagem",
  createdAt,
});

describe("retention", () => {
  it("removes what outlived its period, keeps the rest, and logs what it removed", async () => {
    await t.db
      .insert(contactMessages)
      .values([
        message(daysAgo(731), "velha"),
        message(daysAgo(729), "recente"),
        { ...message(daysAgo(31), "spam antigo"), spam: true },
        { ...message(daysAgo(29), "spam recente"), spam: true },
      ]);
    await t.db.insert(newsletterSubscribers).values([
      { email: "saiu-ha-muito@exemplo.com", active: false, unsubscribedAt: daysAgo(31) },
      { email: "saiu-agora@exemplo.com", active: false, unsubscribedAt: daysAgo(29) },
      { email: "ativo-antigo@exemplo.com", active: true, createdAt: daysAgo(2000) },
      // Double opt-in: a link older than 7 days expired with its row; a newer one waits.
      {
        email: "pendente-antigo@exemplo.com",
        active: false,
        confirmationHash: "a".repeat(64),
        confirmationSentAt: daysAgo(8),
      },
      {
        email: "pendente-recente@exemplo.com",
        active: false,
        confirmationHash: "b".repeat(64),
        confirmationSentAt: daysAgo(6),
      },
    ]);
    const testimonial = (status: "pending" | "approved" | "rejected", days: number) => ({
      clientName: `${status} ${days}`,
      clientEmail: "c@exemplo.com",
      projectType: "Outros",
      rating: 5,
      content: "Um depoimento de teste com texto suficiente.",
      status,
      createdAt: daysAgo(days),
    });
    await t.db
      .insert(testimonials)
      .values([
        testimonial("pending", 181),
        testimonial("rejected", 181),
        testimonial("approved", 181),
        testimonial("pending", 179),
        { ...testimonial("pending", 31), clientName: "spam 31", spam: true },
      ]);
    await t.db.insert(auditLog).values([
      { action: "project.update", createdAt: daysAgo(366) },
      { action: "project.update", createdAt: daysAgo(364) },
    ]);

    const { removed } = await applyRetention(t.db, { messagesDays: 730, ...retentionPeriods }, now);
    expect(removed).toEqual({
      messages: 1,
      spam: 2,
      unsubscribed: 1,
      pendingSubscriptions: 1,
      unapprovedTestimonials: 2,
      auditEntries: 1,
    });
    expect((await t.db.select().from(testimonials)).map((r) => r.clientName).sort()).toEqual([
      "approved 181",
      "pending 179",
    ]);
    expect((await t.db.select().from(contactMessages)).map((m) => m.subject).sort()).toEqual([
      "recente",
      "spam recente",
    ]);
    expect((await t.db.select().from(newsletterSubscribers)).map((s) => s.email).sort()).toEqual([
      "ativo-antigo@exemplo.com",
      "pendente-recente@exemplo.com",
      "saiu-agora@exemplo.com",
    ]);
    const log = await t.db.select().from(auditLog);
    expect(log.find((entry) => entry.action === "retention.purge")).toMatchObject({
      actorId: null,
      target:
        "1 mensagens, 2 spam, 1 e-mails descadastrados, 1 inscrições não confirmadas, " +
        "2 depoimentos não aprovados, " +
        "1 registros de atividade",
    });
  });

  it("follows RETENTION_MESSAGES_DAYS", async () => {
    await t.db.delete(contactMessages);
    await t.db
      .insert(contactMessages)
      .values([message(daysAgo(40), "quarenta dias"), message(daysAgo(20), "vinte dias")]);
    const { removed } = await applyRetention(t.db, { messagesDays: 30, ...retentionPeriods }, now);
    expect(removed.messages).toBe(1);
    expect((await t.db.select().from(contactMessages)).map((m) => m.subject)).toEqual([
      "vinte dias",
    ]);
  });

  it("dates an unsubscription once, and forgets it when the address comes back", async () => {
    await t.request("POST", "/api/newsletter/subscribe", { body: { email: "volta@exemplo.com" } });
    const cookie = (await t.signIn("editor")).cookie;
    await t.request("POST", "/api/newsletter/unsubscribe", {
      cookie,
      body: { email: "volta@exemplo.com" },
    });
    const [left] = await t.db
      .select()
      .from(newsletterSubscribers)
      .where(sqlEmail("volta@exemplo.com"));
    expect(left!.unsubscribedAt).toBeInstanceOf(Date);
    await t.request("POST", "/api/newsletter/unsubscribe", {
      cookie,
      body: { email: "volta@exemplo.com" },
    });
    const [again] = await t.db
      .select()
      .from(newsletterSubscribers)
      .where(sqlEmail("volta@exemplo.com"));
    expect(again!.unsubscribedAt).toEqual(left!.unsubscribedAt);
    await t.request("POST", "/api/newsletter/subscribe", { body: { email: "volta@exemplo.com" } });
    const [back] = await t.db
      .select()
      .from(newsletterSubscribers)
      .where(sqlEmail("volta@exemplo.com"));
    expect(back).toMatchObject({ active: true, unsubscribedAt: null });
  });
});

const sqlEmail = (email: string) => sql`${newsletterSubscribers.email} = ${email}`;
