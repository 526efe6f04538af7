import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { NodemailerError } from "nodemailer";
import type { Logger } from "pino";
import type { MailConfig } from "../config.server.ts";
import type { AttemptResult, OutgoingMail } from "./outbox.ts";

/** Where mail goes: an SMTP server, or a folder of .eml files. */
export interface MailTransport {
  /** Sends one mail; never throws: the result says how it went and what the server answered. */
  send(mail: OutgoingMail): Promise<AttemptResult>;
  /** Whether the server answers and accepts our login now. */
  verify(): Promise<boolean>;
  close(): void;
}

// Each wait is bounded so that a try always ends well within the worker's lease.
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 45_000 };

// Failures that say nothing about the mail: no server, a broken connection, our login or TLS.
const SERVER_PROBLEMS = new Set([
  "ECONNECTION",
  "ETIMEDOUT",
  "ESOCKET",
  "EDNS",
  "ETLS",
  "EPROTOCOL",
  "EAUTH",
  "ENOAUTH",
  "EPROXY",
]);

/** Reads a nodemailer error as a try's result: 5xx rejects the mail for good, 4xx defers it. */
function resultOfError(error: unknown): AttemptResult {
  const failure = error as NodemailerError;
  const reply = failure.response ?? failure.message ?? String(error);
  if (failure.code === "EAUTH" || failure.code === "ENOAUTH") {
    return { outcome: "unavailable", reply };
  }
  if (typeof failure.responseCode === "number") {
    const permanent = failure.permanent ?? failure.responseCode >= 500;
    return { outcome: permanent ? "rejected" : "deferred", reply };
  }
  if (failure.code && SERVER_PROBLEMS.has(failure.code)) return { outcome: "unavailable", reply };
  // An address nodemailer itself refuses can never be sent.
  if (failure.code === "EENVELOPE") return { outcome: "rejected", reply };
  return { outcome: "deferred", reply };
}

/**
 * A subject as its characters read. Text a visitor typed can hold an RFC 2047 encoded word
 * (`=?utf-8?q?=0D=0ABcc:…?=`), which a mail program would decode and show as something else; such
 * a subject is sent whole as encoded words of our own, which programs decode once, to the
 * literal text. Any other subject is left to nodemailer.
 */
function literalSubject(subject: string): string {
  if (!subject.includes("=?")) return subject;
  const words: string[] = [];
  let chunk = "";
  for (const character of subject) {
    // 45 bytes make 60 characters of base64: a word that fits a header line.
    if (Buffer.byteLength(chunk + character) > 45) {
      words.push(chunk);
      chunk = "";
    }
    chunk += character;
  }
  words.push(chunk);
  return words.map((word) => `=?UTF-8?B?${Buffer.from(word).toString("base64")}?=`).join(" ");
}

function message(from: string, mail: OutgoingMail) {
  return {
    from,
    to: mail.to,
    replyTo: mail.content.replyTo,
    subject: literalSubject(mail.subject),
    text: mail.content.text,
    html: mail.content.html,
    headers: mail.content.headers,
  };
}

// nodemailer loads when a transport is made: a server with mail off never pays for it
// (docs/performance.md#start-and-footprint).
const nodemailer = () => import("nodemailer");

export function smtpTransport(config: MailConfig & { smtpUrl: string }): MailTransport {
  const made = nodemailer().then(({ createTransport }) =>
    createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS }),
  );
  return {
    async send(mail) {
      try {
        const transporter = await made;
        const info = await transporter.sendMail(message(config.from, mail));
        return { outcome: "sent", reply: info.response };
      } catch (error) {
        return resultOfError(error);
      }
    },
    async verify() {
      try {
        return await (await made).verify();
      } catch {
        return false;
      }
    },
    close: () => void made.then((transporter) => transporter.close()),
  };
}

/** Development and the demo: each mail becomes a file a newcomer can open, and its subject a log line. */
export function fileTransport(config: MailConfig, dir: string, logger: Logger): MailTransport {
  const made = nodemailer().then(({ createTransport }) =>
    createTransport({ streamTransport: true, buffer: true, newline: "unix" }),
  );
  return {
    async send(mail) {
      const info = await (await made).sendMail(message(config.from, mail));
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = join(dir, `${stamp}-${mail.kind}.eml`);
      await writeFile(file, info.message as Buffer);
      logger.info({ to: mail.to, file }, `e-mail gravado: ${mail.subject}`);
      return { outcome: "sent", reply: `gravado em ${file}` };
    },
    verify: async () => true,
    close: () => void made.then((composer) => composer.close()),
  };
}
