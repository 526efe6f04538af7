import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../../../db/client.server.ts";
import { analyticsEvents, analyticsSalts, contactMessages } from "../../../db/schema.ts";
import type { PageHandler } from "../../../server/app.ts";
import { cacheFastPath } from "../../../server/cache/http-fast-path.ts";
import { cachePolicies } from "../../../server/features.ts";
import { createRouterDeps } from "../../../server/http/deps.ts";
import { uncountedMetrics } from "../../../server/http/metrics.ts";
import { MemoryRateLimitStore } from "../../../server/http/rate-limit-memory.ts";
import { pageActionLoadContext } from "../../../tests/support/load-context.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { openSharedTestDatabase, openTestDatabase } from "../../../tests/support/test-database.ts";
import { action as homeAction } from "../../routes/site/home.tsx";
import { foldOldEvents } from "./analytics.server.ts";
import { AnalyticsRecorder, visitOfRequest } from "./index.server.ts";

// A visitor no test row may ever hold: the address and browser are hashed, never stored.
const testIp = "198.51.100.77";
const browser = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile/15E148 Safari/604.1 TesteUA";
const robot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

const pages: PageHandler = async () =>
  new Response("<!doctype html><p>Página</p>", {
    headers: { "content-type": "text/html; charset=utf-8" },
  });

/** A test app whose recorder the test holds, to flush it. */
async function analyticsApp(env: Record<string, string> = {}, shared?: Database) {
  const database = shared ?? (await openTestDatabase());
  const recorder = new AnalyticsRecorder(database.db, { enabled: env.ANALYTICS !== "off" });
  const t = await createTestApp(
    { TRUST_PROXY: "1", RATE_LIMIT_SUBMISSIONS: "1000", ...env },
    { pages, database, analytics: recorder },
  );
  const close = shared ? async () => {} : () => database.close();
  return { t, recorder, close };
}

/** A suite's app, made before its tests and closed after them. */
function analyticsSuite() {
  const suite = {} as Awaited<ReturnType<typeof analyticsApp>>;
  beforeAll(async () => {
    Object.assign(suite, await analyticsApp());
  });
  afterAll(() => suite.close());
  return suite;
}

const contact = {
  name: "Carla Dias",
  email: "carla@example.com",
  phone: "(11) 98765-4321",
  projectType: "Site de Imobiliária",
  subject: "Campanha",
  message: "Quero uma landing page para a campanha.",
};

const visit = (t: TestApp, path: string, headers: Record<string, string> = {}) =>
  t.app.request(path, {
    headers: { "x-forwarded-for": testIp, "user-agent": browser, host: "site.local", ...headers },
  });

async function events(t: TestApp) {
  return t.db.select().from(analyticsEvents).orderBy(analyticsEvents.id);
}

describe("counting", () => {
  const suite = analyticsSuite();

  it("counts rendered pages and cache hits, never robots, files or API reads, and sets no cookie", async () => {
    await suite.t.db.delete(analyticsEvents);
    const miss = await visit(suite.t, "/portfolio?utm_source=google&utm_campaign=verao", {
      referer: "https://www.google.com/search?q=agencia",
    });
    expect(miss.headers.get("x-cache")).toBe("MISS");
    const hit = await visit(suite.t, "/portfolio");
    expect(hit.headers.get("x-cache")).toBe("HIT");
    expect(hit.status).toBe(200);
    await visit(suite.t, "/portfolio", { "user-agent": robot });
    await visit(suite.t, "/sitemap.xml");
    await visit(suite.t, "/api/portfolio");
    for (const answer of [miss, hit]) expect(answer.headers.get("set-cookie")).toBeNull();
    await suite.recorder.flush();

    const rows = await events(suite.t);
    expect(rows.map((row) => row.path)).toEqual(["/portfolio", "/portfolio"]);
    expect(rows[0]).toMatchObject({
      kind: "pageview",
      referrer: "google.com",
      utmSource: "google",
      utmCampaign: "verao",
      device: "mobile",
    });
    // The same person twice: one visitor.
    expect(rows[0]!.visitor).toBe(rows[1]!.visitor);
    expect(rows[0]!.visitor).toMatch(/^[0-9a-f]{32}$/);
  });

  it("writes what is still buffered when the server stops", async () => {
    await suite.t.db.delete(analyticsEvents);
    suite.recorder.pageView("/depoimentos", { ip: testIp, userAgent: browser });
    expect(await events(suite.t)).toHaveLength(0);
    await suite.recorder.stop();
    expect((await events(suite.t)).map((row) => row.path)).toEqual(["/depoimentos"]);
  });

  it("writes identical events of one batch as one row that counts them", async () => {
    await suite.t.db.delete(analyticsEvents);
    for (let n = 0; n < 3; n++) await visit(suite.t, "/depoimentos");
    await visit(suite.t, "/depoimentos?utm_source=instagram");
    await visit(suite.t, "/depoimentos", { "x-forwarded-for": "192.0.2.50" });
    await suite.recorder.flush();
    await visit(suite.t, "/depoimentos");
    await suite.recorder.flush();

    const rows = await events(suite.t);
    expect(rows.map(({ utmSource, events }) => [utmSource, events])).toEqual([
      ["", 3],
      ["instagram", 1],
      ["", 1],
      ["", 1],
    ]);
    expect(rows[0]!.visitor).toBe(rows[1]!.visitor);
    expect(rows[2]!.visitor).not.toBe(rows[0]!.visitor);
  });

  it("stores no IP address or user agent in any table", async () => {
    await visit(suite.t, "/?utm_source=newsletter", { referer: "https://mail.example.org/x" });
    await suite.t.request("POST", "/api/contact", {
      headers: { "x-forwarded-for": testIp, "user-agent": browser },
      body: contact,
    });
    await suite.recorder.flush();
    const tables = (await suite.t.db.execute(sql`
      select table_name from information_schema.tables
       where table_schema = current_schema() and table_type = 'BASE TABLE'`)) as unknown as {
      rows: { table_name: string }[];
    };
    expect(tables.rows.length).toBeGreaterThan(10);
    for (const { table_name } of tables.rows) {
      const found = (await suite.t.db.execute(sql`
        select count(*)::int as n from ${sql.identifier(table_name)} r
         where r::text like ${`%${testIp}%`} or r::text like ${"%TesteUA%"}`)) as unknown as {
        rows: { n: number }[];
      };
      expect(found.rows[0]!.n, table_name).toBe(0);
    }
  });

  it("counts the WhatsApp link's clicks and hands the visitor over to wa.me", async () => {
    await suite.t.db.delete(analyticsEvents);
    const answer = await visit(suite.t, "/ir/whatsapp?text=Ol%C3%A1");
    expect(answer.status).toBe(302);
    const location = new URL(answer.headers.get("location")!);
    expect(location.origin).toBe("https://wa.me");
    expect(location.searchParams.get("text")).toBe("Olá");
    await suite.recorder.flush();
    expect((await events(suite.t)).map((row) => row.kind)).toEqual(["whatsapp"]);
  });

  it("counts the home's contact form coming into view, for the funnel, without a cookie", async () => {
    await suite.t.db.delete(analyticsEvents);
    const answer = await suite.t.app.request("/ir/contato-visto", {
      method: "POST",
      headers: { "x-forwarded-for": testIp, "user-agent": browser },
    });
    expect(answer.status).toBe(204);
    expect(answer.headers.get("set-cookie")).toBeNull();
    const fromRobot = await suite.t.app.request("/ir/contato-visto", {
      method: "POST",
      headers: { "x-forwarded-for": testIp, "user-agent": robot },
    });
    expect(fromRobot.status).toBe(204);
    await suite.recorder.flush();
    expect((await events(suite.t)).map((row) => [row.kind, row.path])).toEqual([
      ["contact_view", "/"],
    ]);
  });
});

describe("the cache's fast path", () => {
  let server: Server;
  let base: string;
  let t: TestApp;
  let recorder: AnalyticsRecorder;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, recorder, close } = await analyticsApp());
    const fast = cacheFastPath(
      t.cache,
      cachePolicies,
      pino({ level: "silent" }),
      uncountedMetrics,
      (request, target) => recorder.pageView(target, visitOfRequest(request, 1)),
    );
    const app = getRequestListener(t.app.fetch);
    server = createServer((request, response) => {
      if (!fast(request, response)) app(request, response);
    });
    await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((closed) => server.close(closed));
    await close();
  });

  it("counts the hits it answers itself", async () => {
    await t.db.delete(analyticsEvents);
    const headers = { "x-forwarded-for": testIp, "user-agent": browser };
    await (await fetch(`${base}/termos`, { headers })).text();
    const hit = await fetch(`${base}/termos?utm_medium=email`, { headers });
    await hit.text();
    expect(hit.headers.get("set-cookie")).toBeNull();
    await fetch(`${base}/termos`, { headers: { ...headers, "user-agent": robot } });
    await recorder.flush();
    const rows = await events(t);
    expect(rows.map((row) => [row.path, row.utmMedium])).toEqual([
      ["/termos", ""],
      ["/termos", "email"],
    ]);
  });
});

describe("the daily salt", () => {
  const suite = analyticsSuite();
  afterEach(() => vi.useRealTimers());

  it("changes every day and is deleted after 48 hours", async () => {
    await suite.t.db.delete(analyticsEvents);
    await suite.t.db.delete(analyticsSalts);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2030-01-10T10:00:00Z"));
    suite.recorder.pageView("/", { ip: testIp, userAgent: browser });
    await suite.recorder.flush();
    vi.setSystemTime(new Date("2030-01-11T10:00:00Z"));
    suite.recorder.pageView("/", { ip: testIp, userAgent: browser });
    await suite.recorder.flush();
    const [first, second] = await events(suite.t);
    expect(first!.day).toBe("2030-01-10");
    expect(second!.day).toBe("2030-01-11");
    expect(first!.visitor).not.toBe(second!.visitor);
    expect(await suite.t.db.select().from(analyticsSalts)).toHaveLength(2);

    vi.setSystemTime(new Date("2030-01-12T09:00:00Z"));
    await foldOldEvents(suite.t.db, Date.now());
    expect(await suite.t.db.select().from(analyticsSalts)).toHaveLength(2);
    vi.setSystemTime(new Date("2030-01-12T10:00:01Z"));
    await foldOldEvents(suite.t.db, Date.now());
    const left = await suite.t.db.select().from(analyticsSalts);
    expect(left.map((row) => row.day)).toEqual(["2030-01-11"]);
  });
});

describe("a contact's source", () => {
  const suite = analyticsSuite();
  let admin: Awaited<ReturnType<TestApp["signIn"]>>;
  beforeAll(async () => {
    admin = await suite.t.signIn("admin");
  });

  it("is the visitor's first page view of the day, without a cookie or a script", async () => {
    const headers = { "x-forwarded-for": "203.0.113.50", "user-agent": browser };
    await visit(
      suite.t,
      "/portfolio?utm_source=instagram&utm_medium=social&utm_campaign=lancamento",
      {
        ...headers,
        referer: "https://l.instagram.com/",
      },
    );
    await visit(suite.t, "/?utm_source=outro", headers);
    const sent = await suite.t.request("POST", "/api/contact", {
      headers,
      body: contact,
    });
    expect(sent.status).toBe(201);
    const message = await suite.t.request("GET", `/api/admin/contacts/${sent.body.data.id}`, {
      cookie: admin.cookie,
    });
    expect(message.body.data.source).toEqual({
      referrer: "l.instagram.com",
      utmSource: "instagram",
      utmMedium: "social",
      utmCampaign: "lancamento",
      landingPath: "/portfolio",
    });

    const stranger = await suite.t.request("POST", "/api/contact", {
      headers: { "x-forwarded-for": "203.0.113.51", "user-agent": browser },
      body: { ...contact, email: "outra@example.com" },
    });
    const unknown = await suite.t.request("GET", `/api/admin/contacts/${stranger.body.data.id}`, {
      cookie: admin.cookie,
    });
    expect(unknown.body.data.source).toBeNull();
  });

  it("is recorded for the home's form posted without JavaScript too", async () => {
    const ip = "203.0.113.60";
    await visit(suite.t, "/?utm_source=google&utm_medium=cpc&utm_campaign=sem-js", {
      "x-forwarded-for": ip,
    });
    const noJobs = { runDue: async () => {}, runNow: async () => null, stop: async () => {} };
    const provider = pageActionLoadContext(
      suite.t,
      createRouterDeps(suite.t.config, new MemoryRateLimitStore(), noJobs, suite.recorder),
      { clientIp: ip, userAgent: browser },
    );
    const request = new Request("http://localhost/", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ ...contact, subject: "Sem JavaScript" }),
    });
    await homeAction({ request, context: provider } as unknown as Parameters<typeof homeAction>[0]);
    const [row] = await suite.t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.subject, "Sem JavaScript"));
    expect(row?.source).toEqual({
      referrer: null,
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "sem-js",
      landingPath: "/",
    });
  });
});

describe("GET /api/admin/analytics", () => {
  const suite = analyticsSuite();
  let editor: Awaited<ReturnType<TestApp["signIn"]>>;
  beforeAll(async () => {
    editor = await suite.t.signIn("editor");
  });

  it("is staff only", async () => {
    expect((await suite.t.request("GET", "/api/admin/analytics")).status).toBe(401);
    expect((await suite.t.request("GET", "/api/admin/analytics/export")).status).toBe(401);
  });

  it.each([
    ["from=2026-13-01", "Data inválida: use o formato AAAA-MM-DD"],
    ["from=ontem", "Data inválida: use o formato AAAA-MM-DD"],
    ["from=2026-02-30", "Data inválida: use o formato AAAA-MM-DD"],
    ["from=2026-03-02&to=2026-03-01", "A data inicial deve ser anterior ou igual à final"],
    ["from=2020-01-01&to=2026-01-01", "O período deve ter no máximo 366 dias"],
  ])("?%s: 400 in pt-BR", async (query, message) => {
    const answer = await suite.t.request("GET", `/api/admin/analytics?${query}`, {
      cookie: editor.cookie,
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(message);
  });

  it("answers the contract's shape, with folded days counted as before", async () => {
    await suite.t.db.delete(analyticsEvents);
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(new Date("2031-03-01T12:00:00Z"));
      // A reload: both views are one row, counted twice.
      suite.recorder.pageView("/", { ip: "192.0.2.1", userAgent: browser });
      suite.recorder.pageView("/", { ip: "192.0.2.1", userAgent: browser });
      suite.recorder.pageView("/portfolio?utm_source=google&utm_campaign=x", {
        ip: "192.0.2.1",
        userAgent: browser,
      });
      suite.recorder.pageView("/", { ip: "192.0.2.2", userAgent: browser });
      suite.recorder.goal("whatsapp", "/ir/whatsapp", { ip: "192.0.2.2", userAgent: browser });
      suite.recorder.goal("contact_view", "/", { ip: "192.0.2.2", userAgent: browser });
      suite.recorder.goal("contact_view", "/", { ip: "192.0.2.2", userAgent: browser });
      suite.recorder.goal("contact", "/", { ip: "192.0.2.2", userAgent: browser });
      await suite.recorder.flush();
    } finally {
      vi.useRealTimers();
    }
    const ask = () =>
      suite.t.request("GET", "/api/admin/analytics?from=2031-02-28&to=2031-03-01", {
        cookie: editor.cookie,
      });
    const before = await ask();
    expect(before.status).toBe(200);
    const data = before.body.data;
    expect(data).toMatchObject({
      visitors: 2,
      pageviews: 4,
      conversionRate: 0.5,
      topPages: [
        { path: "/", pageviews: 3 },
        { path: "/portfolio", pageviews: 1 },
      ],
      sources: [
        { source: "Direto", visitors: 2 },
        { source: "google", visitors: 1 },
      ],
      campaigns: [{ campaign: "x", visitors: 1 }],
      conversions: { contact: 1, whatsapp: 1, newsletter: 0, testimonial: 0 },
      // One visitor saw the form twice: the funnel counts visitors.
      funnel: { visits: 2, contactViews: 1, contacts: 1 },
      demo: false,
      daily: [
        { date: "2031-02-28", visitors: 0, pageviews: 0, leads: 0 },
        { date: "2031-03-01", visitors: 2, pageviews: 4, leads: 0 },
      ],
    });
    expect(data.leadsByStatus.map((row: { status: string }) => row.status)).toEqual([
      "new",
      "contacted",
      "proposal",
      "won",
      "lost",
    ]);

    // 91 days later the raw events are folded into daily totals: the figures stay.
    await foldOldEvents(suite.t.db, Date.parse("2031-06-01T00:00:00Z"));
    expect(await events(suite.t)).toHaveLength(0);
    expect((await ask()).body.data).toEqual(data);

    const csv = await suite.t.app.request(
      "/api/admin/analytics/export?from=2031-03-01&to=2031-03-01",
      {
        headers: { cookie: editor.cookie },
      },
    );
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    const bytes = await csv.arrayBuffer();
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes)).toBe(
      '\uFEFF"Data";"Visitantes";"Visualizações";"Contatos"\n"2031-03-01";"2";"4";"0"\n',
    );
  });
});

it("ANALYTICS=off counts nothing", async () => {
  const { t, recorder, close } = await analyticsApp({ ANALYTICS: "off" });
  try {
    await visit(t, "/portfolio");
    await visit(t, "/portfolio");
    await visit(t, "/ir/whatsapp");
    await recorder.flush();
    expect(await events(t)).toHaveLength(0);
    expect(await t.db.select().from(analyticsSalts)).toHaveLength(0);
  } finally {
    await close();
  }
});

it("two instances on one database count into the same totals", async () => {
  const shared = await openSharedTestDatabase();
  try {
    const one = await analyticsApp({}, shared.first);
    const two = await analyticsApp({}, shared.second);
    await visit(one.t, "/termos");
    await visit(two.t, "/termos");
    await visit(two.t, "/termos", { "x-forwarded-for": "192.0.2.99" });
    await one.recorder.flush();
    await two.recorder.flush();
    const editor = await one.t.signIn("editor");
    const answer = await two.t.request("GET", "/api/admin/analytics", { cookie: editor.cookie });
    expect(answer.body.data).toMatchObject({ visitors: 2, pageviews: 3 });
  } finally {
    await shared.close();
  }
});
