import { mkdirSync } from "node:fs";
import type { RequestListener, Server, ServerOptions } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { type ServerType, serve } from "@hono/node-server";
import pino, { type Logger } from "pino";
import { AnalyticsRecorder } from "../app/features/analytics/index.server.ts";
import { addDefaultReplyTemplates } from "../app/features/contact/index.server.ts";
import { ensureFirstAdmin } from "../app/features/users/users.server.ts";
import { type Database, openDatabase } from "../db/client.server.ts";
import { DataDirInUseError } from "../db/data-dir-lock.server.ts";
import { relayCacheInvalidations } from "./cache/cross-instance.ts";
import { PublicCache } from "./cache/public-cache.ts";
import { type Config, ConfigError, loadConfig } from "./config.server.ts";
import { scheduledJobsFor } from "./features.ts";
import { drainable } from "./http/drain.ts";
import { type Metrics, prometheusMetrics, uncountedMetrics } from "./http/metrics.ts";
import { upkeepJobsFor } from "./jobs/embedded-vacuum.ts";
import { type Scheduler, startScheduler } from "./jobs/scheduler.ts";
import { startMail } from "./mail/start.ts";
import type { MailWorker } from "./mail/worker.ts";

export interface Booted {
  config: Config;
  logger: Logger;
  database: Database;
  mediaDir: string;
  /** Public pages and reads in memory, kept in step with the other instances on the database. */
  cache: PublicCache;
  stopCacheRelay: () => Promise<void>;
  /** Scheduled jobs of every feature, ticking once across the instances on the database. */
  scheduler: Scheduler;
  /** This instance's mail sender; null when mail is off (production without SMTP_URL). */
  mail: MailWorker | null;
  /** This process's request counts for GET /metrics, fed by the app and the cache fast path. */
  metrics: Metrics;
  /** Page views and goals, buffered: the app and the cache fast path feed it, shutdown flushes it. */
  analytics: AnalyticsRecorder;
  /** Set when this start created the first admin; the password only when it was generated. */
  firstAdmin: { username: string; generatedPassword?: string } | null;
}

/** Prints one line and exits: start-up failures are the operator's to fix, not stack traces. */
function exitWith(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function mediaDirFor(config: Config): string {
  // In-memory databases keep their (demo) media in a throwaway folder of their own.
  return config.dataDir.startsWith("memory://")
    ? join(tmpdir(), `agency-media-${process.pid}`)
    : resolve(config.dataDir, "media");
}

/** Configuration, logger, database (migrated) and the first admin: what every start needs. */
export async function boot(
  overrides: Record<string, string> = {},
  { demo = false }: { demo?: boolean } = {},
): Promise<Booted> {
  let config: Config;
  try {
    config = loadConfig({ ...process.env, ...overrides }, { demo });
  } catch (error) {
    if (error instanceof ConfigError) exitWith(error.message);
    throw error;
  }
  const logger = pino({
    level: config.logLevel,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
  });

  let database: Database;
  try {
    database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  } catch (error) {
    if (error instanceof DataDirInUseError) exitWith(error.message);
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    exitWith(
      config.databaseUrl
        ? `DATABASE_URL: não foi possível usar o banco de dados (${reason})`
        : `DATA_DIR ${config.dataDir}: não foi possível abrir o banco de dados (${reason})`,
    );
  }

  const created = await ensureFirstAdmin(database.db, config.admin);
  // A new install: what it starts with beside its first admin.
  if (created) await addDefaultReplyTemplates(database.db);
  if (created?.generatedPassword) {
    // The password goes to the terminal once, as plain text, never into the JSON log a
    // collector keeps; `npm run demo` shows it in its own banner instead.
    logger.warn(
      { username: created.username },
      "Primeiro administrador criado com senha aleatória, mostrada uma única vez no terminal.",
    );
    if (!demo) {
      process.stderr.write(
        `\n  Primeiro administrador: ${created.username}, senha ${created.generatedPassword}\n` +
          "  Anote-a agora: ela não será mostrada de novo.\n\n",
      );
    }
  } else if (created) {
    logger.info(
      { username: created.username },
      "Primeiro administrador criado a partir de ADMIN_*",
    );
  }

  const mediaDir = mediaDirFor(config);
  mkdirSync(mediaDir, { recursive: true });
  const cache = new PublicCache();
  const stopCacheRelay = await relayCacheInvalidations(database, cache, logger);
  const scheduler = startScheduler(
    database.db,
    [...scheduledJobsFor(config), ...upkeepJobsFor(database.kind)],
    logger,
  );
  const mail = await startMail(config, database, logger);
  return {
    config,
    logger,
    database,
    mediaDir,
    cache,
    stopCacheRelay,
    scheduler,
    mail,
    metrics: config.metricsToken ? await prometheusMetrics() : uncountedMetrics,
    analytics: new AnalyticsRecorder(database.db, {
      enabled: config.analytics,
      onError: (error) => logger.warn({ err: error }, "gravação das estatísticas falhou"),
    }),
    firstAdmin: created,
  };
}

// A shutdown must be over within 10 s (the usual wait before a process manager kills, and what
// the operator was promised): requests get most of it, the database the rest.
const REQUEST_GRACE_MS = 8_000;

// How long an idle kept-alive connection stays open: longer than a reverse proxy keeps its idle
// connections to the app (4 s in the README's nginx example), so the proxy always closes first
// and never sends a request on a connection this server is closing.
const KEEP_ALIVE_IDLE_MS = 5_000;

/**
 * Listens, and on SIGTERM/SIGINT stops accepting, finishes the requests in flight while telling
 * every client to close its connection (8 s at most), closes the database and exits 0.
 */
export function listen(
  fetch: (request: Request) => Response | Promise<Response>,
  booted: Booted,
  onListening: (url: string) => void,
  extraCleanup: () => Promise<void> = async () => {},
  createServer?: (options: ServerOptions, listener: RequestListener) => Server,
): ServerType {
  const { config, logger, database } = booted;
  const options = { fetch, port: config.port, hostname: config.host };
  // Hono's option is typed as node's overloaded createServer; ours is the one form it calls.
  const withServer = createServer ? { ...options, createServer: createServer as never } : options;
  const server = serve(withServer, (info) => {
    const host = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
    onListening(`http://${host}:${info.port}`);
  });
  server.on("error", async (error: NodeJS.ErrnoException) => {
    await database.close().catch(() => {});
    exitWith(
      error.code === "EADDRINUSE"
        ? `PORT ${config.port} já está em uso em ${config.host}`
        : `PORT ${config.port}: não foi possível escutar (${error.message})`,
    );
  });
  // serve() makes an HTTP/1 server unless given another kind, and we never give one.
  (server as Server).keepAliveTimeout = KEEP_ALIVE_IDLE_MS;
  const drain = drainable(server as Server);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "encerrando");
    const { forced } = await drain(REQUEST_GRACE_MS);
    if (forced) {
      logger.warn(
        `requisições ainda em andamento após ${REQUEST_GRACE_MS / 1000} s; conexões encerradas`,
      );
    }
    await extraCleanup();
    // The last page views still in memory go in before the database closes.
    await booted.analytics.stop();
    await booted.mail?.stop();
    await booted.scheduler.stop();
    await booted.stopCacheRelay();
    await database.close();
    logger.info("encerrado");
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
  return server;
}
