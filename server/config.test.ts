import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.server.ts";

const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: "memory://", ...env });

describe("rate limits", () => {
  it("allow 10 failed sign-ins per account and 30 per client in 15 minutes, and 5 submissions a minute", () => {
    expect(load({}).rateLimits).toEqual({
      login: { max: 10, windowMs: 15 * 60_000 },
      loginPerClient: { max: 30, windowMs: 15 * 60_000 },
      submissions: { max: 5, windowMs: 60_000 },
    });
  });
});

describe("scheduled backups and metrics configuration", () => {
  it("are off by default", () => {
    const config = load({});
    expect(config.backups).toBeNull();
    expect(config.metricsToken).toBeUndefined();
  });

  it("back up every 24 h keeping 7 once BACKUP_DIR is given", () => {
    expect(load({ BACKUP_DIR: "/var/backups/nexo" }).backups).toEqual({
      dir: "/var/backups/nexo",
      intervalMs: 24 * 3_600_000,
      keep: 7,
    });
    expect(
      load({ BACKUP_DIR: "/b", BACKUP_INTERVAL_HOURS: "6", BACKUP_KEEP: "30" }).backups,
    ).toEqual({ dir: "/b", intervalMs: 6 * 3_600_000, keep: 30 });
  });

  it.each([
    [{ BACKUP_INTERVAL_HOURS: "6" }, "BACKUP_INTERVAL_HOURS definido sem BACKUP_DIR"],
    [{ BACKUP_DIR: "/b", BACKUP_INTERVAL_HOURS: "0" }, "BACKUP_INTERVAL_HOURS inválido"],
    [{ BACKUP_DIR: "/b", BACKUP_INTERVAL_HOURS: "1.5" }, "BACKUP_INTERVAL_HOURS inválido"],
    [{ BACKUP_DIR: "/b", BACKUP_KEEP: "0" }, "BACKUP_KEEP inválido"],
    [{ METRICS_TOKEN: "short" }, "METRICS_TOKEN inválido"],
    [{ METRICS_TOKEN: "with spaces in the middle ok" }, "METRICS_TOKEN inválido"],
  ])("refuses %j with one line naming the variable", (env, message) => {
    expect(() => load(env)).toThrow(ConfigError);
    expect(() => load(env)).toThrow(message);
  });
});

describe("mail configuration", () => {
  it("writes files in development, is off in production, and uses SMTP_URL when given", () => {
    expect(load({ NODE_ENV: "development" }).mail).toEqual({
      mode: "files",
      smtpUrl: undefined,
      from: "Nexo Digital <contato@nexodigital.com.br>",
      notifyEmails: ["contato@nexodigital.com.br"],
    });
    expect(load({ NODE_ENV: "production" }).mail.mode).toBe("off");
    expect(loadConfig({ NODE_ENV: "production" }, { demo: true }).mail.mode).toBe("files");
    const smtp = load({
      NODE_ENV: "production",
      SMTP_URL: "smtps://site%40nexo.com.br:s3nh@mail.nexo.com.br:465",
      MAIL_FROM: "Nexo Digital <site@nexodigital.com.br>",
      NOTIFY_EMAILS: " ana@nexo.com.br, bruno@nexo.com.br ,",
    }).mail;
    expect(smtp).toEqual({
      mode: "smtp",
      smtpUrl: "smtps://site%40nexo.com.br:s3nh@mail.nexo.com.br:465",
      from: "Nexo Digital <site@nexodigital.com.br>",
      notifyEmails: ["ana@nexo.com.br", "bruno@nexo.com.br"],
    });
    expect(
      load({ SMTP_URL: "smtp://localhost:2525", MAIL_FROM: "site@nexo.com.br" }).mail.from,
    ).toBe("site@nexo.com.br");
  });

  it.each([
    [{ SMTP_URL: "http://mail.example.com" }, "SMTP_URL inválido: deve ser smtp://"],
    [{ SMTP_URL: "smtp://" }, "SMTP_URL inválido"],
    [{ SMTP_URL: "mail.example.com:587" }, "SMTP_URL inválido"],
    [{ MAIL_FROM: "Nexo <not an address>" }, "MAIL_FROM inválido"],
    [{ MAIL_FROM: "nexo.com.br" }, "MAIL_FROM inválido"],
    [{ NOTIFY_EMAILS: "ana@nexo.com.br, bruno" }, "NOTIFY_EMAILS inválido"],
    [{ NOTIFY_EMAILS: " , " }, "NOTIFY_EMAILS inválido"],
  ])("refuses %j with one line naming the variable", (env, message) => {
    expect(() => load(env)).toThrow(ConfigError);
    expect(() => load(env)).toThrow(message);
  });

  it("never prints the SMTP password of a refused SMTP_URL", () => {
    expect(() => load({ SMTP_URL: "ftp://user:s3nh4@host" })).toThrow(
      /^SMTP_URL inválido: (?!.*s3nh4)/,
    );
  });
});

describe("NEWSLETTER_DOUBLE_OPT_IN", () => {
  it("is off by default, and the privacy policy's facts follow it", () => {
    expect(load({}).newsletterDoubleOptIn).toBe(false);
    const on = load({ NEWSLETTER_DOUBLE_OPT_IN: "true", SMTP_URL: "smtp://mail.nexo.test:587" });
    expect(on.newsletterDoubleOptIn).toBe(true);
    expect(on.site.privacy.newsletterDoubleOptIn).toBe(true);
    // Development writes mail to files: the links can be followed from there.
    expect(load({ NEWSLETTER_DOUBLE_OPT_IN: "true" }).newsletterDoubleOptIn).toBe(true);
  });

  it("refuses to start without e-mail, naming both variables on one line", () => {
    const env = { NODE_ENV: "production", NEWSLETTER_DOUBLE_OPT_IN: "true" };
    expect(() => load(env)).toThrow(ConfigError);
    expect(() => load(env)).toThrow(/^NEWSLETTER_DOUBLE_OPT_IN=true exige SMTP_URL[^\n]*$/);
    expect(() => load({ NEWSLETTER_DOUBLE_OPT_IN: "sim" })).toThrow(
      "NEWSLETTER_DOUBLE_OPT_IN inválido",
    );
  });
});

describe("HOST", () => {
  it("is every interface for npm start, and this machine only for npm run demo unless set", () => {
    expect(loadConfig({ NODE_ENV: "production" }).host).toBe("0.0.0.0");
    expect(loadConfig({ NODE_ENV: "production" }, { demo: true }).host).toBe("127.0.0.1");
    expect(loadConfig({ NODE_ENV: "production", HOST: "0.0.0.0" }, { demo: true }).host).toBe(
      "0.0.0.0",
    );
  });
});

describe("SITE_LOCALES", () => {
  const locales = (env: Record<string, string>) =>
    load(env).site.locales.map(({ locale, prefix }) => `${locale}@${prefix}`);

  it("answers pt-BR at SPEC's paths and English under /en by default, pt-BR first whatever the order", () => {
    expect(locales({})).toEqual(["pt-BR@", "en@/en"]);
    expect(locales({ SITE_LOCALES: " en , pt-BR,en" })).toEqual(["pt-BR@", "en@/en"]);
    expect(locales({ SITE_LOCALES: "pt-BR" })).toEqual(["pt-BR@"]);
  });

  it("refuses a locale without pages, and a list without pt-BR", () => {
    expect(() => load({ SITE_LOCALES: "pt-BR,de" })).toThrow(/SITE_LOCALES.*sem páginas para de/);
    expect(() => load({ SITE_LOCALES: "en" })).toThrow(/SITE_LOCALES.*deve incluir pt-BR/);
  });
});
