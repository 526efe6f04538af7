import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { Logger } from "pino";
import type { Database } from "../../db/client.server.ts";
import type { Config } from "../config.server.ts";
import { fileTransport, type MailTransport, smtpTransport } from "./transport.ts";
import { type MailWorker, type MailWorkerOptions, startMailWorker } from "./worker.ts";

/** Where development and the demo write their mail: DATA_DIR/mail, or a temporary folder. */
export function mailDirFor(config: Config): string {
  return config.dataDir.startsWith("memory://")
    ? join(tmpdir(), `agency-mail-${process.pid}`)
    : resolve(config.dataDir, "mail");
}

/** The transport the configuration asks for; none when mail is off. */
export function transportFor(config: Config, logger: Logger): MailTransport | null {
  const { mail } = config;
  if (mail.mode === "smtp" && mail.smtpUrl)
    return smtpTransport({ ...mail, smtpUrl: mail.smtpUrl });
  if (mail.mode === "files") return fileTransport(mail, mailDirFor(config), logger);
  return null;
}

/** Starts this instance's sender, or says once that mail is off (production without SMTP_URL). */
export async function startMail(
  config: Config,
  database: Database,
  logger: Logger,
  options?: MailWorkerOptions,
): Promise<MailWorker | null> {
  const transport = transportFor(config, logger);
  if (!transport) {
    if (config.env === "production") {
      logger.warn(
        "Notificações por e-mail desativadas: defina SMTP_URL (e MAIL_FROM, NOTIFY_EMAILS) para recebê-las",
      );
    }
    return null;
  }
  if (config.mail.mode === "files") {
    logger.info(
      { dir: mailDirFor(config) },
      "Sem SMTP_URL: os e-mails são gravados como arquivos .eml",
    );
  }
  return startMailWorker(database, transport, logger, options);
}
