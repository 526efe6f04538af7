import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { simpleParser } from "mailparser";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.server.ts";
import { openTestDatabase } from "../../tests/support/test-database.ts";
import { loadConfig } from "../config.server.ts";
import { mailDirFor, startMail, transportFor } from "./start.ts";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** A logger whose lines the test reads. */
function capturingLogger() {
  const lines: { level: number; msg: string; [key: string]: unknown }[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}

describe("mail without SMTP_URL", () => {
  it("is off in production, said once at start", async () => {
    const { logger, lines } = capturingLogger();
    const config = loadConfig({ NODE_ENV: "production", DATA_DIR: "memory://" });
    expect(await startMail(config, database, logger)).toBeNull();
    expect(lines.filter((line) => line.level === 40).map((line) => line.msg)).toEqual([
      "Notificações por e-mail desativadas: defina SMTP_URL (e MAIL_FROM, NOTIFY_EMAILS) para recebê-las",
    ]);
  });

  it("is written as .eml files under DATA_DIR/mail in development, with the subject logged", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "mail-files-"));
    try {
      const config = loadConfig({ NODE_ENV: "development", DATA_DIR: dataDir });
      expect(mailDirFor(config)).toBe(join(dataDir, "mail"));
      const { logger, lines } = capturingLogger();
      const transport = transportFor(config, logger)!;
      const result = await transport.send({
        kind: "contact",
        to: "contato@nexodigital.com.br",
        subject: "Novo contato: arquivo",
        content: { replyTo: "paula@example.com", text: "Texto", html: "<p>Texto</p>" },
      });
      expect(result.outcome).toBe("sent");
      const files = readdirSync(join(dataDir, "mail"));
      expect(files).toHaveLength(1);
      const parsed = await simpleParser(readFileSync(join(dataDir, "mail", files[0]!)));
      expect(parsed.subject).toBe("Novo contato: arquivo");
      expect(parsed.replyTo?.value[0]?.address).toBe("paula@example.com");
      expect(lines.some((line) => line.msg === "e-mail gravado: Novo contato: arquivo")).toBe(true);
      transport.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
