import { z } from "zod";
import { defaultLocale, localePaths } from "../app/lib/locale-paths.ts";
import { defaultSiteFacts, type SiteFacts } from "../app/lib/site-facts.ts";

/** A configuration value that cannot be used; the message names the variable. */
export class ConfigError extends Error {}

const port = z.coerce
  .number({ error: "deve ser um número de porta entre 0 e 65535" })
  .int("deve ser um número de porta entre 0 e 65535")
  .min(0, "deve ser um número de porta entre 0 e 65535")
  .max(65535, "deve ser um número de porta entre 0 e 65535");
const positiveInt = z.coerce
  .number({ error: "deve ser um número inteiro positivo" })
  .int("deve ser um número inteiro positivo")
  .min(1, "deve ser um número inteiro positivo")
  .max(1_000_000, "deve ser no máximo 1000000");
// How many reverse proxies stand in front of the server, each appending to X-Forwarded-For: a
// count, not a yes/no, because the client's address is the entry that many places from the
// right. "true" is refused rather than guessed at: elsewhere it means "believe every entry",
// which lets a client choose its own address.
const proxyCount = z
  .string()
  .regex(/^\d{1,2}$/, "deve ser o número de proxies à frente do servidor: 0 (nenhum) a 10")
  .transform(Number)
  .pipe(z.number().max(10, "deve ser o número de proxies à frente do servidor: 0 (nenhum) a 10"));
const httpUrl = z.url({ protocol: /^https?$/ });
// smtp:// upgrades with STARTTLS when the server offers it; smtps:// is TLS from the first byte.
const smtpUrl = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return /^smtps?:$/.test(url.protocol) && url.hostname !== "" && url.pathname.length <= 1;
  } catch {
    return false;
  }
}, "deve ser smtp://usuário:senha@servidor:587 ou smtps://usuário:senha@servidor:465");
const emailAddress = z.email({ error: "deve ser um endereço de e-mail" });
// `Nome <endereço>` or a bare address, as mail headers write a sender.
const mailFrom = z
  .string()
  .trim()
  .max(300)
  .refine((value) => {
    const match = /^(?:[^<>\r\n]*<([^<>\s]+)>|([^<>\s]+))$/.exec(value);
    return match !== null && emailAddress.safeParse(match[1] ?? match[2]).success;
  }, "deve ser um endereço, ou Nome <endereço>");
const emailList = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(emailAddress.max(254))
      .min(1, "deve ter ao menos um endereço")
      .max(50, "deve ter no máximo 50 endereços"),
  );

const siteLocalesDefault = "pt-BR,en";
const siteLocales = z.string().transform((value, context) => {
  const named = [
    ...new Set(
      value
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  ];
  const unknown = named.filter((name) => !localePaths.some(({ locale }) => locale === name));
  if (unknown.length > 0) {
    const known = localePaths.map(({ locale }) => locale).join(", ");
    context.addIssue(`sem páginas para ${unknown.join(", ")} (há: ${known})`);
    return z.NEVER;
  }
  if (!named.includes(defaultLocale)) {
    context.addIssue(`deve incluir ${defaultLocale}, o idioma dos endereços do site`);
    return z.NEVER;
  }
  // pt-BR first (the default and x-default), then localePaths' order.
  return localePaths.filter(({ locale }) => named.includes(locale));
});

const envSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: "deve ser uma URL postgres://" })
    .optional(),
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  TRUST_PROXY: proxyCount.default(0),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ADMIN_USERNAME: z.string().trim().min(1).max(100).optional(),
  ADMIN_PASSWORD: z.string().min(6, "deve ter pelo menos 6 caracteres").optional(),
  ADMIN_FULL_NAME: z.string().trim().min(1).max(100).optional(),
  APP_SECRET: z.string().min(32, "deve ter pelo menos 32 caracteres").optional(),
  RATE_LIMIT_LOGIN: positiveInt.default(10),
  RATE_LIMIT_LOGIN_WINDOW_SECONDS: positiveInt.default(15 * 60),
  RATE_LIMIT_LOGIN_PER_IP: positiveInt.default(30),
  RATE_LIMIT_SUBMISSIONS: positiveInt.default(5),
  RATE_LIMIT_SUBMISSIONS_WINDOW_SECONDS: positiveInt.default(60),
  // docs/product.md#spam: a public form sent sooner than this after it was handed out is spam.
  FORM_MIN_FILL_SECONDS: z.coerce
    .number({ error: "deve ser um número inteiro de 0 a 600" })
    .int("deve ser um número inteiro de 0 a 600")
    .min(0, "deve ser um número inteiro de 0 a 600")
    .max(600, "deve ser um número inteiro de 0 a 600")
    .default(3),
  SITE_URL: httpUrl.optional(),
  SITE_EMAIL: z.email().optional(),
  SITE_WHATSAPP: z
    .string()
    .regex(/^\d{10,15}$/, "deve ter só dígitos, com o código do país")
    .optional(),
  SITE_PHONE_DISPLAY: z.string().min(1).optional(),
  SITE_INSTAGRAM: httpUrl.optional(),
  SITE_FACEBOOK: httpUrl.optional(),
  SITE_LINKEDIN: httpUrl.optional(),
  ADS_ID: z
    .string()
    .regex(/^AW-\d+$/, "deve ter a forma AW-123456789")
    .optional(),
  ADS_CONVERSION_LABEL: z
    .string()
    .regex(/^[\w-]+$/)
    .optional(),
  RETENTION_MESSAGES_DAYS: positiveInt
    .max(36_500, "deve ser no máximo 36500 (cem anos)")
    .default(730),
  BACKUP_DIR: z.string().min(1).optional(),
  // An upload is held in memory while it is checked: bounded, and at least a small photo.
  MEDIA_MAX_BYTES: z.coerce
    .number({ error: "deve ser um número inteiro de bytes entre 65536 e 104857600" })
    .int("deve ser um número inteiro de bytes entre 65536 e 104857600")
    .min(65_536, "deve ser um número inteiro de bytes entre 65536 e 104857600")
    .max(100 * 1024 * 1024, "deve ser um número inteiro de bytes entre 65536 e 104857600")
    .default(15 * 1024 * 1024),
  BACKUP_INTERVAL_HOURS: positiveInt.max(24 * 365, "deve ser no máximo 8760 (um ano)").optional(),
  BACKUP_KEEP: positiveInt.max(1000, "deve ser no máximo 1000").default(7),
  SMTP_URL: smtpUrl.optional(),
  MAIL_FROM: mailFrom.optional(),
  NOTIFY_EMAILS: emailList.optional(),
  // docs/product.md#newsletter: subscriptions wait for the address's owner to confirm them.
  NEWSLETTER_DOUBLE_OPT_IN: z
    .enum(["true", "false"], { error: "deve ser true ou false" })
    .default("false")
    .transform((value) => value === "true"),
  // docs/architecture.md#locales: the catalogues' locales the site answers, pt-BR always.
  SITE_LOCALES: z.string().default(siteLocalesDefault).pipe(siteLocales),
  // docs/product.md#analytics: cookieless page views and goals, counted on the server.
  ANALYTICS: z.enum(["on", "off"], { error: "deve ser on ou off" }).default("on"),
  // A bearer token is a password: short ones are guessed.
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{16,200}$/, "deve ter de 16 a 200 caracteres visíveis, sem espaços")
    .optional(),
});

type Env = z.infer<typeof envSchema>;

/** Variables whose value holds a password or token. */
const secretVariables = new Set(["ADMIN_PASSWORD", "APP_SECRET", "METRICS_TOKEN", "SMTP_URL"]);

/**
 * How mail leaves (docs/product.md#e-mail): through SMTP_URL; without it, as .eml files under
 * DATA_DIR/mail in development and the demo, so a newcomer sees them; or not at all in production.
 */
export interface MailConfig {
  mode: "smtp" | "files" | "off";
  smtpUrl: string | undefined;
  from: string;
  /** Who hears of new leads: NOTIFY_EMAILS, or the site's public address. */
  notifyEmails: string[];
}

export interface Config {
  port: number;
  host: string;
  /** A folder path, or `memory://` for a throwaway in-memory database. */
  dataDir: string;
  databaseUrl: string | undefined;
  env: Env["NODE_ENV"];
  /** Reverse proxies in front of the server whose X-Forwarded-* are believed; 0: none. */
  trustProxy: number;
  logLevel: Env["LOG_LEVEL"];
  admin: { username?: string; password?: string; fullName?: string };
  appSecret: string | undefined;
  /** docs/product.md#spam: the fastest a person fills a public form, in ms. */
  formMinFillMs: number;
  rateLimits: {
    login: { max: number; windowMs: number };
    loginPerClient: { max: number; windowMs: number };
    submissions: { max: number; windowMs: number };
  };
  site: SiteFacts;
  /** SITE_URL as the operator set it; `site.url` falls back to localhost when it is not. */
  configuredSiteUrl: string | undefined;
  /** Scheduled backups: off (null) unless BACKUP_DIR is set. */
  backups: { dir: string; intervalMs: number; keep: number } | null;
  /** The bearer token of GET /metrics; without it the route does not exist. */
  metricsToken: string | undefined;
  mail: MailConfig;
  /** NEWSLETTER_DOUBLE_OPT_IN: a subscription counts only once its link was followed. */
  newsletterDoubleOptIn: boolean;
  /** The largest image upload accepted, in bytes (MEDIA_MAX_BYTES). */
  mediaMaxBytes: number;
  /** ANALYTICS: cookieless page views and goals are counted (docs/product.md#analytics). */
  analytics: boolean;
}

function mailConfigOf(env: Env, siteName: string, siteEmail: string, demo: boolean): MailConfig {
  const mode = env.SMTP_URL ? "smtp" : env.NODE_ENV === "development" || demo ? "files" : "off";
  return {
    mode,
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM ?? `${siteName} <${siteEmail}>`,
    notifyEmails: env.NOTIFY_EMAILS ?? [siteEmail],
  };
}

/** `demo`: `npm run demo`, a production build whose mail goes to files when SMTP_URL is unset. */
export function loadConfig(
  source: Record<string, string | undefined> = process.env,
  { demo = false }: { demo?: boolean } = {},
): Config {
  // An empty variable means "not set", as shells and .env files usually intend.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0]);
    // Secrets stay out of the log the message ends up in.
    const shown = secretVariables.has(name) ? "" : ` (${JSON.stringify(source[name])})`;
    throw new ConfigError(`${name} inválido${shown}: ${issue.message}`);
  }
  const env = parsed.data;
  if (env.BACKUP_INTERVAL_HOURS !== undefined && env.BACKUP_DIR === undefined) {
    throw new ConfigError(
      "BACKUP_INTERVAL_HOURS definido sem BACKUP_DIR: indique a pasta onde os backups serão gravados",
    );
  }
  const mail = mailConfigOf(
    env,
    defaultSiteFacts.name,
    env.SITE_EMAIL ?? defaultSiteFacts.email,
    demo,
  );
  if (env.NEWSLETTER_DOUBLE_OPT_IN && mail.mode === "off") {
    throw new ConfigError(
      "NEWSLETTER_DOUBLE_OPT_IN=true exige SMTP_URL: sem e-mail, ninguém receberia o link de confirmação",
    );
  }
  const defaultUrl = `http://localhost:${env.PORT}`;
  return {
    port: env.PORT,
    // The demo prints an admin password: it stays on this machine unless HOST says otherwise.
    host: demo && cleaned.HOST === undefined ? "127.0.0.1" : env.HOST,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    env: env.NODE_ENV,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    admin: {
      username: env.ADMIN_USERNAME,
      password: env.ADMIN_PASSWORD,
      fullName: env.ADMIN_FULL_NAME,
    },
    appSecret: env.APP_SECRET,
    formMinFillMs: env.FORM_MIN_FILL_SECONDS * 1000,
    rateLimits: {
      login: { max: env.RATE_LIMIT_LOGIN, windowMs: env.RATE_LIMIT_LOGIN_WINDOW_SECONDS * 1000 },
      loginPerClient: {
        max: env.RATE_LIMIT_LOGIN_PER_IP,
        windowMs: env.RATE_LIMIT_LOGIN_WINDOW_SECONDS * 1000,
      },
      submissions: {
        max: env.RATE_LIMIT_SUBMISSIONS,
        windowMs: env.RATE_LIMIT_SUBMISSIONS_WINDOW_SECONDS * 1000,
      },
    },
    site: {
      ...defaultSiteFacts,
      url: (env.SITE_URL ?? defaultUrl).replace(/\/+$/, ""),
      email: env.SITE_EMAIL ?? defaultSiteFacts.email,
      whatsapp: env.SITE_WHATSAPP ?? defaultSiteFacts.whatsapp,
      phoneDisplay: env.SITE_PHONE_DISPLAY ?? defaultSiteFacts.phoneDisplay,
      instagram: env.SITE_INSTAGRAM ?? defaultSiteFacts.instagram,
      facebook: env.SITE_FACEBOOK ?? defaultSiteFacts.facebook,
      linkedin: env.SITE_LINKEDIN ?? defaultSiteFacts.linkedin,
      adsId: env.ADS_ID ?? "",
      adsConversionLabel: env.ADS_CONVERSION_LABEL ?? "",
      privacy: {
        retentionMessagesDays: env.RETENTION_MESSAGES_DAYS,
        mailHost: null,
        adsEnabled: Boolean(env.ADS_ID),
        newsletterDoubleOptIn: env.NEWSLETTER_DOUBLE_OPT_IN,
      },
      locales: env.SITE_LOCALES,
    },
    configuredSiteUrl: env.SITE_URL,
    backups: env.BACKUP_DIR
      ? {
          dir: env.BACKUP_DIR,
          intervalMs: (env.BACKUP_INTERVAL_HOURS ?? 24) * 3_600_000,
          keep: env.BACKUP_KEEP,
        }
      : null,
    metricsToken: env.METRICS_TOKEN,
    mail,
    newsletterDoubleOptIn: env.NEWSLETTER_DOUBLE_OPT_IN,
    mediaMaxBytes: env.MEDIA_MAX_BYTES,
    analytics: env.ANALYTICS === "on",
  };
}
