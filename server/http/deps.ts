import type { Database } from "../../db/client.server.ts";
import type { LeadSource } from "../../db/schema.ts";
import type { Config } from "../config.server.ts";
import type { Scheduler } from "../jobs/scheduler.ts";
import type { MailTransport } from "../mail/transport.ts";
import { OnePerClient } from "./one-per-client.ts";
import { RateLimiter, type RateLimitStore } from "./rate-limit.ts";
import { MemoryRateLimitStore } from "./rate-limit-memory.ts";
import { PostgresRateLimitStore } from "./rate-limit-postgres.ts";

/** What the routers share beyond the request: configuration, limits and guards. */
export interface RouterDeps {
  config: Config;
  limiters: {
    /** Sign-in attempts per client, whatever the username (each one costs a password hash). */
    signInsPerClient: RateLimiter;
    /** Failed sign-ins per client and username. */
    failedLogins: RateLimiter;
    contact: RateLimiter;
    testimonials: RateLimiter;
    newsletter: RateLimiter;
    /** Cookie choices per client: each one is a stored proof. */
    consent: RateLimiter;
    /** 'Esqueci minha senha' and its link, per client: each may send a mail or hash a password. */
    passwordRecovery: RateLimiter;
  };
  /** One sign-in at a time per client in this process. */
  signInsInProgress: OnePerClient;
  /** Scheduled work, for the routes that run a job on demand ('Fazer backup agora'). */
  scheduler: Scheduler;
  /** Mail, for the routes that send at once ('Enviar e-mail de teste') or wake the worker. */
  mail: Mailer;
  /** Cookieless page views and goals, buffered and written in batches (the analytics feature). */
  analytics: Analytics;
}

/** Who asked, as the request shows it: read to hash, never kept (docs/product.md#analytics). */
export interface Visit {
  ip: string;
  userAgent: string;
  /** The Referer header, if any; only its host is kept, and none for the site's own pages. */
  referer?: string | undefined;
  /** The Host header: a referrer on the same host is a navigation, not a source. */
  host?: string | undefined;
}

/** What the routes ask of the analytics: a goal reached, a lead's source. */
export interface Analytics {
  goal(
    kind: "contact" | "whatsapp" | "newsletter" | "testimonial" | "contact_view",
    path: string,
    visit: Visit,
  ): void;
  /** The visitor's first page view of the day, found by the day's hash; null when none. */
  sourceOf(visit: Visit): Promise<LeadSource | null>;
}

export interface Mailer {
  /** Null when mail is off (production without SMTP_URL). */
  transport: MailTransport | null;
  /** Tells this instance's worker that mail is due now ('Reenviar'). */
  wake(): void;
}

const stores = new WeakMap<Database, RateLimitStore>();

/**
 * Where the limits count: PostgreSQL's table, shared by every instance on the database; or, on
 * PGlite, this process's memory, since a PGlite database belongs to one process and a database
 * round trip there would only queue behind the writes. One store per database, so apps sharing
 * a database in one process also share their counts.
 */
export function rateLimitStoreFor(
  database: Database,
  onSweepError?: (error: unknown) => void,
): RateLimitStore {
  let store = stores.get(database);
  if (!store) {
    store =
      database.kind === "postgres"
        ? new PostgresRateLimitStore(database.db, onSweepError)
        : new MemoryRateLimitStore();
    stores.set(database, store);
  }
  return store;
}

export function createRouterDeps(
  config: Config,
  store: RateLimitStore,
  scheduler: Scheduler,
  analytics: Analytics,
  mail: Mailer = { transport: null, wake: () => {} },
): RouterDeps {
  const { login, loginPerClient, submissions } = config.rateLimits;
  return {
    config,
    limiters: {
      signInsPerClient: new RateLimiter("login-client", loginPerClient, store),
      failedLogins: new RateLimiter("login", login, store),
      contact: new RateLimiter("contact", submissions, store),
      testimonials: new RateLimiter("testimonials", submissions, store),
      newsletter: new RateLimiter("newsletter", submissions, store),
      consent: new RateLimiter("consent", submissions, store),
      passwordRecovery: new RateLimiter("password-recovery", submissions, store),
    },
    signInsInProgress: new OnePerClient(),
    scheduler,
    mail,
    analytics,
  };
}
