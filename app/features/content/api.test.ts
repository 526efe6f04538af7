import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, contentRevisions } from "../../../db/schema.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import {
  PREVIEW_TTL_MS,
  publishDue,
  publishedContent,
  publishedSiteFacts,
  verifyPreview,
} from "./content.server.ts";
import { contentKeys } from "./documents.ts";

let t: TestApp;
let other: TestApp;
let admin: Awaited<ReturnType<TestApp["signIn"]>>;
let editor: Awaited<ReturnType<TestApp["signIn"]>>;

beforeAll(async () => {
  t = await createTestApp();
  // A second instance on the same database.
  other = await createTestApp({}, { database: t.database });
  admin = await t.signIn("admin");
  editor = await t.signIn("editor");
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const base = "/api/admin/content";

async function detail(key: string, cookie = editor.cookie) {
  const res = await t.request("GET", `${base}/${key}`, { cookie });
  expect(res.status).toBe(200);
  return res.body.data;
}

describe("content documents", () => {
  it("answers 401 without a session and lists the four documents, seeded and published", async () => {
    for (const [method, path] of [
      ["GET", base],
      ["GET", `${base}/home`],
      ["PUT", `${base}/home`],
      ["POST", `${base}/home/publish`],
      ["POST", `${base}/home/preview`],
      ["POST", `${base}/home/presence`],
    ] as const) {
      const body = method === "GET" ? undefined : {};
      expect((await t.request(method, path, { body })).status).toBe(401);
    }
    const list = await t.request("GET", base, { cookie: editor.cookie });
    expect(list.status).toBe(200);
    expect(list.body.data.map((d: { key: string }) => d.key)).toEqual([...contentKeys]);
    expect(list.body.data.every((d: { status: string }) => d.status === "published")).toBe(true);
    const home = await detail("home");
    expect(home.published.hero.primaryButton).toBe("Solicitar Orçamento");
    expect(home.draft).toEqual(home.published);
    const site = await detail("site");
    expect(site.published.email).toBe(t.config.site.email);
    const terms = await detail("terms");
    expect(JSON.stringify(terms.published.body)).toContain(t.config.site.name);
  });

  it("refuses an unknown locale and an unknown document in pt-BR", async () => {
    const locale = await t.request("GET", `${base}/home?locale=de`, { cookie: editor.cookie });
    expect(locale.status).toBe(400);
    expect(locale.body.message).toBe("Idioma de conteúdo não suportado");
    const ok = await t.request("GET", `${base}/home?locale=pt-BR`, { cookie: editor.cookie });
    expect(ok.status).toBe(200);
    const key = await t.request("GET", `${base}/blog`, { cookie: editor.cookie });
    expect(key.status).toBe(400);
    expect(key.body.message).toBe("Conteúdo não encontrado");
  });

  it("runs draft → publish → history → restore, publishing on every instance at once", async () => {
    const before = await detail("home");
    const draft = structuredClone(before.draft);
    draft.hero.primaryButton = "Peça seu orçamento";
    const save = await t.request("PUT", `${base}/home`, {
      cookie: editor.cookie,
      body: { data: draft, version: before.version },
    });
    expect(save.status).toBe(200);
    const saved = await detail("home");
    expect(saved.status).toBe("draft");
    expect(saved.updatedBy.name).toBe("Pessoa editor");
    // Saving touches only the draft.
    expect((await publishedContent(t.db, t.config, "home", "pt-BR")).hero.primaryButton).toBe(
      "Solicitar Orçamento",
    );

    const publish = await t.request("POST", `${base}/home/publish`, {
      cookie: editor.cookie,
      body: {},
    });
    expect(publish.status).toBe(200);
    expect(publish.body.data.status).toBe("published");
    // The other instance reads the new text at once.
    const fromOther = await other.request("GET", `${base}/home`, { cookie: admin.cookie });
    expect(fromOther.body.data.published.hero.primaryButton).toBe("Peça seu orçamento");

    const revisions = await t.request("GET", `${base}/home/revisions`, { cookie: admin.cookie });
    expect(revisions.status).toBe(200);
    const [newest, seed] = [revisions.body.data[0], revisions.body.data.at(-1)];
    expect(newest.author.name).toBe("Pessoa editor");
    expect(newest.changes).toEqual([
      {
        path: "hero.primaryButton",
        label: "Topo › Botão principal",
        before: "Solicitar Orçamento",
        after: "Peça seu orçamento",
      },
    ]);
    expect(seed.author).toBeNull();

    const restore = await t.request("POST", `${base}/home/revisions/${seed.id}/restore`, {
      cookie: editor.cookie,
    });
    expect(restore.status).toBe(200);
    expect(restore.body.data.draft.hero.primaryButton).toBe("Solicitar Orçamento");
    expect(restore.body.data.published.hero.primaryButton).toBe("Peça seu orçamento");
    expect(restore.body.data.status).toBe("draft");

    const actions = await t.db.select({ action: auditLog.action }).from(auditLog);
    const names = actions.map((a) => a.action);
    expect(names).toEqual(
      expect.arrayContaining(["content.save", "content.publish", "content.restore"]),
    );
  });

  it("refuses a stale save with who changed it and when", async () => {
    const current = await detail("site");
    const first = await t.request("PUT", `${base}/site`, {
      cookie: admin.cookie,
      body: {
        data: { ...current.draft, footerBlurb: "Texto novo do rodapé." },
        version: current.version,
      },
    });
    expect(first.status).toBe(200);
    const stale = await t.request("PUT", `${base}/site`, {
      cookie: editor.cookie,
      body: { data: current.draft, version: current.version },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(
      /^Este conteúdo foi alterado por Pessoa admin às \d{2}:\d{2}$/,
    );
  });

  it("gives every page the published site facts, the settings being their first-start defaults", async () => {
    const seeded = await publishedSiteFacts(t.db, t.config);
    expect(seeded).toEqual(t.config.site);
    const current = await detail("site");
    await t.request("PUT", `${base}/site`, {
      cookie: admin.cookie,
      body: {
        data: {
          ...current.draft,
          phoneDisplay: "(11) 3000-0000",
          hours: [{ text: "Todos os dias: 8h às 20h" }],
          footerBlurb: "Sites que vendem.",
          newsletterHeading: "Fique por dentro",
          newsletterText: "Uma vez por mês.",
        },
        version: current.version,
      },
    });
    expect((await publishedSiteFacts(t.db, t.config)).phoneDisplay).toBe(
      t.config.site.phoneDisplay,
    );
    await t.request("POST", `${base}/site/publish`, { cookie: admin.cookie, body: {} });
    const facts = await publishedSiteFacts(other.db, other.config);
    expect(facts).toMatchObject({
      phoneDisplay: "(11) 3000-0000",
      hours: ["Todos os dias: 8h às 20h"],
      footerBlurb: "Sites que vendem.",
      newsletterHeading: "Fique por dentro",
      newsletterText: "Uma vez por mês.",
    });
    expect(facts.url).toBe(other.config.site.url);
  });

  it("refuses hostile fields with pt-BR 400s", async () => {
    const current = await detail("site");
    const send = (data: unknown, key = "site") =>
      t.request("PUT", `${base}/${key}`, {
        cookie: editor.cookie,
        body: { data, version: current.version },
      });
    const nul = await send({ ...current.draft, name: "Nexo\u0000" });
    expect(nul.status).toBe(400);
    expect(nul.body.errors[0].path).toBe("data.name");
    const broken = await send({ ...current.draft, footerBlurb: "abc\ud800" });
    expect(broken.status).toBe(400);
    const long = await send({ ...current.draft, name: "x".repeat(81) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe("Nome da empresa: máximo de 80 caracteres");
    const social = await send({
      ...current.draft,
      social: { ...current.draft.social, instagram: "javascript:alert(1)" },
    });
    expect(social.status).toBe(400);
  });

  it("refuses or limits hostile rich text", async () => {
    const terms = await detail("terms");
    const send = (body: unknown) =>
      t.request("PUT", `${base}/terms`, {
        cookie: editor.cookie,
        body: { data: { ...terms.draft, body }, version: terms.version },
      });
    const text = (value: string) => ({ type: "text", text: value, format: 0 });
    const root = (...children: unknown[]) => ({ root: { type: "root", children } });
    const paragraph = (...children: unknown[]) => ({ type: "paragraph", children });

    const script = await send(root({ type: "script", children: [text("alert(1)")] }));
    expect(script.status).toBe(400);
    expect(script.body.message).toBe("Texto formatado inválido");
    const link = await send(
      root(paragraph({ type: "link", url: "javascript:alert(1)", children: [text("x")] })),
    );
    expect(link.status).toBe(400);
    expect(link.body.message).toBe("Link inválido: use https://, http://, mailto: ou tel:");
    const data = await send(
      root(paragraph({ type: "link", url: "data:text/html,<script>", children: [text("x")] })),
    );
    expect(data.status).toBe(400);
    let deep: unknown = text("fundo");
    for (let i = 0; i < 40; i++) deep = { type: "quote", children: [deep] };
    const nested = await send(root(deep));
    expect(nested.status).toBe(400);
    expect(nested.body.message).toBe("Texto formatado com níveis demais");
    const big = await t.request("PUT", `${base}/terms`, {
      cookie: editor.cookie,
      rawBody: JSON.stringify({
        data: { ...terms.draft, body: root(paragraph(text("a".repeat(1_000_000)))) },
        version: terms.version,
      }),
      headers: { "content-type": "application/json" },
    });
    expect([400, 413]).toContain(big.status);
    const fine = await send(
      root(paragraph({ type: "link", url: "https://example.com", children: [text("ok")] })),
    );
    expect(fine.status).toBe(200);
  });

  it("schedules a publish that runs once across instances, and cancels one", async () => {
    const current = await detail("privacy");
    await t.request("PUT", `${base}/privacy`, {
      cookie: editor.cookie,
      body: { data: { ...current.draft, intro: "Nova introdução." }, version: current.version },
    });
    const past = await t.request("POST", `${base}/privacy/publish`, {
      cookie: editor.cookie,
      body: { at: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe("A data de publicação deve estar no futuro");
    const at = new Date(Date.now() + 60_000);
    const scheduled = await t.request("POST", `${base}/privacy/publish`, {
      cookie: editor.cookie,
      body: { at: at.toISOString() },
    });
    expect(scheduled.status).toBe(200);
    expect(scheduled.body.data).toMatchObject({
      status: "scheduled",
      scheduledAt: at.toISOString(),
    });
    expect(await publishDue(t.db)).toEqual([]);

    const later = new Date(at.getTime() + 1_000);
    const runs = await Promise.all([publishDue(t.db, later), publishDue(other.db, later)]);
    expect(runs.flat()).toEqual(["privacy"]);
    const published = await publishedContent(other.db, other.config, "privacy", "pt-BR");
    expect(published.intro).toBe("Nova introdução.");
    const revisions = await t.db
      .select()
      .from(contentRevisions)
      .where(eq(contentRevisions.key, "privacy"));
    expect(revisions).toHaveLength(2);

    await t.request("POST", `${base}/privacy/publish`, {
      cookie: editor.cookie,
      body: { at: new Date(Date.now() + 3_600_000).toISOString() },
    });
    const cancel = await t.request("DELETE", `${base}/privacy/schedule`, { cookie: editor.cookie });
    expect(cancel.status).toBe(200);
    expect(cancel.body.data.status).toBe("published");
    const again = await t.request("DELETE", `${base}/privacy/schedule`, { cookie: editor.cookie });
    expect(again.status).toBe(404);
  });

  it("signs previews for 24 h and refuses tampered or expired ones", async () => {
    const res = await t.request("POST", `${base}/terms/preview`, { cookie: editor.cookie });
    expect(res.status).toBe(200);
    const url = new URL(res.body.data.url);
    expect(url.pathname).toBe("/termos-de-servico");
    const token = url.searchParams.get("previa")!;
    expect(await verifyPreview(t.db, t.config, token)).toEqual({ key: "terms", locale: "pt-BR" });
    const [payload, signed] = token.split(".") as [string, string];
    const forged = Buffer.from(
      Buffer.from(payload, "base64url").toString().replace("terms", "privacy"),
    ).toString("base64url");
    expect(await verifyPreview(t.db, t.config, `${forged}.${signed}`)).toBeNull();
    expect(await verifyPreview(t.db, t.config, `${payload}.${signed}x`)).toBeNull();
    expect(await verifyPreview(t.db, t.config, "lixo")).toBeNull();
    expect(
      await verifyPreview(t.db, t.config, token, Date.now() + PREVIEW_TTL_MS + 60_000),
    ).toBeNull();
  });

  it("keeps presence: the first holds, another may take over, the first learns it", async () => {
    const path = `${base}/home/presence`;
    const first = await t.request("POST", path, { cookie: admin.cookie, body: {} });
    expect(first.body.data).toMatchObject({ youHold: true, others: [] });
    const second = await other.request("POST", path, { cookie: editor.cookie, body: {} });
    expect(second.body.data.youHold).toBe(false);
    expect(second.body.data.holder.name).toBe("Pessoa admin");
    const take = await t.request("POST", path, { cookie: editor.cookie, body: { takeOver: true } });
    expect(take.body.data.youHold).toBe(true);
    const learnt = await other.request("POST", path, { cookie: admin.cookie, body: {} });
    expect(learnt.body.data).toMatchObject({ youHold: false, holder: { name: "Pessoa editor" } });
    const leave = await t.request("DELETE", path, { cookie: editor.cookie });
    expect(leave.status).toBe(200);
    const after = await t.request("POST", path, { cookie: admin.cookie, body: {} });
    expect(after.body.data.others).toEqual([]);
  });
});
