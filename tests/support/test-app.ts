import pino from "pino";
import { createUser } from "../../app/features/users/users.server.ts";
import type { Database } from "../../db/client.server.ts";
import { type AppOptions, createApp } from "../../server/app.ts";
import { PublicCache } from "../../server/cache/public-cache.ts";
import { loadConfig } from "../../server/config.server.ts";
import { prometheusMetrics } from "../../server/http/metrics.ts";
import { checkDeclaredResponse } from "./declared-responses.ts";
import { openTestDatabase } from "./test-database.ts";

// Tests read arbitrary JSON bodies; `any` keeps their assertions short.
// biome-ignore lint/suspicious/noExplicitAny: see above
export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export interface RequestOptions {
  body?: unknown;
  /** A raw body sent as is (malformed JSON, wrong content types). */
  rawBody?: string;
  cookie?: string;
  headers?: Record<string, string>;
}

/** The longest limit window the configuration takes: about 11.6 days. */
const LONGEST_WINDOW_SECONDS = "1000000";

/**
 * The whole API in-process (app.request), on a fresh database, as tests drive it. `options` may
 * add a page renderer, a cache, a logger to read, or an existing database (several instances
 * on one database).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: Partial<Pick<AppOptions, "pages" | "cache" | "logger" | "analytics">> & {
    database?: Database;
  } = {},
) {
  const database: Database = options.database ?? (await openTestDatabase());
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: "memory://",
    // Limit windows are aligned to the clock (server/http/rate-limit.ts), so a test counting
    // attempts up to a limit would start over if a window ended mid-test (a 60 s window ends
    // during a one-second test once in sixty runs; the longest, once in a million).
    RATE_LIMIT_LOGIN_WINDOW_SECONDS: LONGEST_WINDOW_SECONDS,
    RATE_LIMIT_SUBMISSIONS_WINDOW_SECONDS: LONGEST_WINDOW_SECONDS,
    ...env,
  });
  // Tests that write rows behind the API's back invalidate it themselves, as the admin routes do.
  const cache = options.cache ?? new PublicCache();
  const app = createApp({
    config,
    database,
    logger: options.logger ?? pino({ level: "silent" }),
    pages: options.pages,
    cache,
    analytics: options.analytics,
    metrics: config.metricsToken ? await prometheusMetrics() : undefined,
  });

  // biome-ignore lint/suspicious/noExplicitAny: JSON bodies of any shape
  async function request<T = any>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.cookie) headers.cookie = options.cookie;
    let body: string | undefined = options.rawBody;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers["content-type"] ??= "application/json";
    }
    const response = await app.request(path, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: tests see the text
    }
    checkDeclaredResponse(method, path, response.status, parsed);
    return { status: response.status, headers: response.headers, body: parsed as T };
  }

  /** Creates a user and returns the session cookie of a fresh login. */
  async function signIn(
    role: "admin" | "editor",
    username = `${role}-${Math.random().toString(36).slice(2, 8)}`,
    password = "senha-segura-123",
  ) {
    const user = await createUser(database.db, {
      username,
      password,
      fullName: `Pessoa ${role}`,
      role,
    });
    const login = await request("POST", "/api/login", { body: { username, password } });
    const cookie = login.headers.get("set-cookie")?.split(";")[0];
    if (login.status !== 200 || !cookie) throw new Error(`login failed: ${login.status}`);
    return { user, cookie, username, password };
  }

  // A shared database belongs to whoever opened it.
  const close = options.database ? async () => {} : () => database.close();
  return { app, db: database.db, database, cache, config, request, signIn, close };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
