import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { hashPassword } from "../app/features/auth/password.server.ts";
import { createSession } from "../app/features/auth/sessions.server.ts";
import { createProject } from "../app/features/portfolio/test-fixtures.ts";
import {
  contactMessages,
  portfolioImages,
  portfolioProjects,
  testimonials,
  users,
} from "../db/schema.ts";
import {
  contractViolation,
  type FuzzRequest,
  type Identity,
  type Known,
  operationsOf,
  requestArbitrary,
  responseText,
} from "../tests/support/fuzz-requests.ts";
import { hostileString, pathParam, percentEncode } from "../tests/support/fuzz-values.ts";
import { createTestApp } from "../tests/support/test-app.ts";

/**
 * Property-based fuzzing of every route in /api/openapi.json, as anonymous, editor and admin,
 * on whichever database this run uses (PGlite, or PostgreSQL with TEST_DATABASE_URL). Any 5xx
 * and any answer outside the API's contract shape fails, with what reproduces it:
 *
 *   FUZZ_SEED   base seed (default below); each route derives its own from it and its name
 *   FUZZ_RUNS   requests per route (default below)
 *   FUZZ_ROUTE  only this route, e.g. "POST /api/contact"
 *   FUZZ_PATH   replay fast-check's counterexample path (with the same seed and route)
 *   FUZZ_STATS  print how often each route answered each status (to judge what was reached)
 */

const DEFAULT_SEED = 20_261_124;
const DEFAULT_RUNS = 50;
const seed = Number(process.env.FUZZ_SEED || DEFAULT_SEED);
const numRuns = Number(process.env.FUZZ_RUNS || DEFAULT_RUNS);
const onlyRoute = process.env.FUZZ_ROUTE || undefined;
const replayPath = process.env.FUZZ_PATH || undefined;
const printStats = Boolean(process.env.FUZZ_STATS);

// High limits: a 429 is a correct answer, but it would stop the fuzzing before the validation.
const t = await createTestApp({ RATE_LIMIT_SUBMISSIONS: "100000", RATE_LIMIT_LOGIN: "100000" });
afterAll(() => t.close());

const documented = await t.request("GET", "/api/openapi.json");
const operations = operationsOf(documented.body).filter(
  (operation) => !onlyRoute || operation.key === onlyRoute,
);

// One hash for all staff members: each scrypt hash costs a third of a second of CPU and 128 MiB.
const staffPassword = await hashPassword("senha-segura-123");

/** Staff members the fuzzing signs in as; fuzzed calls may delete them or end their sessions. */
const staff: Record<Exclude<Identity, "anonymous">, { id?: number; cookie?: string }> = {
  editor: {},
  admin: {},
};

async function sessionAlive(role: keyof typeof staff): Promise<boolean> {
  const { cookie } = staff[role];
  if (!cookie) return false;
  const res = await t.request("GET", "/api/user", { cookie });
  return res.status === 200 && res.body.data.role === role;
}

/** A live session for `role`: a new session row (no password hashing), or a new user if gone. */
async function ensureSession(role: keyof typeof staff): Promise<void> {
  if (await sessionAlive(role)) return;
  const member = staff[role];
  const [existing] = member.id
    ? await t.db.select({ id: users.id }).from(users).where(eq(users.id, member.id))
    : [];
  if (!existing) {
    const [user] = await t.db
      .insert(users)
      .values({
        username: `fuzz-${role}-${Date.now().toString(36)}`,
        password: staffPassword,
        fullName: `Pessoa ${role}`,
        role,
      })
      .returning({ id: users.id });
    member.id = user!.id;
  }
  member.cookie = `sid=${await createSession(t.db, member.id!)}`;
}

/** Rows for the path parameters to find, recreated when fuzzed deletes removed them. */
async function ensureRecords(): Promise<Known> {
  await ensureSession("admin");
  const admin = staff.admin.cookie!;
  if ((await t.db.select().from(portfolioProjects).limit(1)).length === 0) {
    const project = await createProject(t, admin);
    await t.request("POST", `/api/admin/portfolio/${project.id}/images`, {
      cookie: admin,
      body: { imageUrl: "https://example.com/galeria.png", alt: "Galeria" },
    });
  }
  if ((await t.db.select().from(testimonials).limit(1)).length === 0) {
    await t.request("POST", "/api/testimonials", {
      body: {
        clientName: "Paula Reis",
        clientEmail: "paula@example.com",
        projectType: "Site Institucional",
        content: "Trabalho excelente, entregue no prazo.",
        rating: 5,
      },
    });
  }
  if ((await t.db.select().from(contactMessages).limit(1)).length === 0) {
    await t.request("POST", "/api/contact", {
      body: {
        name: "Paula Reis",
        email: "paula@example.com",
        phone: "(11) 98765-4321",
        projectType: "Site Institucional",
        subject: "Orçamento de site",
        message: "Gostaria de um orçamento para o site.",
      },
    });
  }
  const ids = new Set<string>();
  const slugs: string[] = [];
  for (const row of await t.db.select().from(portfolioProjects)) {
    ids.add(String(row.id));
    slugs.push(row.slug);
  }
  for (const table of [portfolioImages, testimonials, contactMessages, users]) {
    for (const row of await t.db.select({ id: table.id }).from(table)) ids.add(String(row.id));
  }
  return { ids: [...ids], slugs };
}

async function send(request: FuzzRequest) {
  const headers = { ...request.headers };
  if (request.identity !== "anonymous") headers.cookie = staff[request.identity].cookie!;
  const response = await t.app.request(request.url, {
    method: request.method,
    headers,
    body: request.body.bytes as Uint8Array<ArrayBuffer> | undefined,
  });
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    text: await responseText(response),
  };
}

/** Runs a property with this file's seed and run count; a failure names how to replay it. */
async function checkProperty<T>(key: string, property: fc.IAsyncProperty<[T]>) {
  const details = await fc.check(property, {
    seed: routeSeed(key),
    numRuns,
    path: replayPath,
    endOnFailure: replayPath !== undefined,
  });
  if (details.failed) {
    const cause = details.errorInstance instanceof Error ? details.errorInstance.message : "";
    throw new Error(
      [
        `${key} ${cause}`,
        `after ${details.numRuns} run(s) and ${details.numShrinks} shrink(s).`,
        `Reproduce: FUZZ_SEED=${seed} FUZZ_ROUTE='${key}' FUZZ_PATH='${details.counterexamplePath}' npx vitest run server/api-fuzz.test.ts`,
      ].join("\n"),
    );
  }
}

/** A stable per-route seed, so adding a route does not change what the others are sent. */
function routeSeed(key: string): number {
  let hash = 0x811c9dc5;
  for (const char of key) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return (seed ^ hash) | 0;
}

describe("fuzzing every route of /api/openapi.json", () => {
  it("finds the routes to fuzz in the document", () => {
    expect(documented.status).toBe(200);
    expect(operations.length).toBeGreaterThan(onlyRoute ? 0 : 30);
  });

  it.each(operations.map((operation) => [operation.key, operation] as const))(
    "%s: no 5xx, always the contract's shape",
    async (key, operation) => {
      await ensureSession("editor");
      const known = await ensureRecords();
      const statuses = new Map<number, number>();
      const property = fc.asyncProperty(requestArbitrary(operation, known), async (request) => {
        const response = await send(request);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        const violation = contractViolation(
          response.status,
          response.type,
          response.text,
          operation.download,
        );
        if (violation) {
          throw new Error(
            `${violation}\n  ${request.describe()}\n  → ${response.status} ${response.text.slice(0, 500)}`,
          );
        }
        // Logout, a deleted user or a reset password end sessions: sign in again for the next.
        if (request.identity !== "anonymous" && response.status === 401) {
          await ensureSession(request.identity);
        }
      });
      try {
        await checkProperty(key, property);
      } finally {
        if (printStats) {
          const counts = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
          console.log(`${key}: ${counts.join(" ")}`);
        }
      }
    },
    // Measured well under this; the margin is for a loaded machine and for shrinking a failure.
    300_000,
  );

  // Not a documented route: other methods on documented paths, and paths under /api that do
  // not exist. The catch-all must answer them in the contract's shape too. Registered only
  // when asked for, so replaying one route leaves no skipped test behind.
  const unknownKey = "unknown /api paths and methods";
  if (!onlyRoute || onlyRoute === unknownKey) {
    it(
      `${unknownKey}: no 5xx, always the contract's shape`,
      () => fuzzUnknownPaths(unknownKey),
      300_000,
    );
  }
});

async function fuzzUnknownPaths(key: string) {
  const documentedPaths = operations.map((o) => o.template.replace(/\{\w+\}/g, "1"));
  const segments = fc.array(pathParam(["admin", "api", "portfolio", "1"]), {
    minLength: 1,
    maxLength: 4,
  });
  const request = fc.record({
    method: fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"),
    path: fc.oneof(
      fc.constantFrom(...documentedPaths, "/api", "/api/", "/api//contact"),
      segments.map((parts) => `/api/${parts.join("/")}`),
      hostileString.map((text) => `/api/${percentEncode(text)}`),
    ),
    identity: fc.constantFrom<Identity>("anonymous", "editor", "admin"),
  });
  await checkProperty(
    key,
    fc.asyncProperty(request, async ({ method, path, identity }) => {
      const cookie = identity === "anonymous" ? undefined : staff[identity].cookie;
      const response = await t.app.request(path, { method, headers: cookie ? { cookie } : {} });
      const text = await responseText(response);
      const download = operations.find((op) => op.key === `${method} ${path}`)?.download;
      const violation = contractViolation(
        response.status,
        response.headers.get("content-type"),
        text,
        download,
      );
      if (violation) throw new Error(`${violation}: ${method} ${path} → ${text.slice(0, 300)}`);
    }),
  );
}
