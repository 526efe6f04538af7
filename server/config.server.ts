import { z } from "zod";
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
const flag = z
  .enum(["0", "1", "true", "false"], { error: "deve ser 0, 1, true ou false" })
  .transform((v) => v === "1" || v === "true");
const httpUrl = z.url({ protocol: /^https?$/ });

const envSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: "deve ser uma URL postgres://" })
    .optional(),
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  TRUST_PROXY: flag.default(false),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ADMIN_USERNAME: z.string().trim().min(1).max(100).optional(),
  ADMIN_PASSWORD: z.string().min(6, "deve ter pelo menos 6 caracteres").optional(),
  ADMIN_FULL_NAME: z.string().trim().min(1).max(100).optional(),
  APP_SECRET: z.string().min(32, "deve ter pelo menos 32 caracteres").optional(),
  RATE_LIMIT_LOGIN: positiveInt.default(10),
  RATE_LIMIT_LOGIN_WINDOW_SECONDS: positiveInt.default(15 * 60),
  RATE_LIMIT_SUBMISSIONS: positiveInt.default(5),
  RATE_LIMIT_SUBMISSIONS_WINDOW_SECONDS: positiveInt.default(60),
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
});

type Env = z.infer<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  /** A folder path, or `memory://` for a throwaway in-memory database. */
  dataDir: string;
  databaseUrl: string | undefined;
  env: Env["NODE_ENV"];
  trustProxy: boolean;
  logLevel: Env["LOG_LEVEL"];
  admin: { username?: string; password?: string; fullName?: string };
  appSecret: string | undefined;
  rateLimits: {
    login: { max: number; windowMs: number };
    submissions: { max: number; windowMs: number };
  };
  site: SiteFacts;
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "not set", as shells and .env files usually intend.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0]);
    throw new ConfigError(`${name} inválido (${JSON.stringify(source[name])}): ${issue.message}`);
  }
  const env = parsed.data;
  const defaultUrl = `http://localhost:${env.PORT}`;
  return {
    port: env.PORT,
    host: env.HOST,
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
    rateLimits: {
      login: { max: env.RATE_LIMIT_LOGIN, windowMs: env.RATE_LIMIT_LOGIN_WINDOW_SECONDS * 1000 },
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
    },
  };
}
