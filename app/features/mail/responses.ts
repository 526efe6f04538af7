import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { mailOutbox } from "../../../db/schema.ts";

/**
 * What the mail endpoints answer (docs/product.md#e-mail), from the outbox's columns where a mail
 * is shown: a column added to `mail_outbox` and shown to admins reaches the API's types and its
 * OpenAPI document from here. Dates leave as ISO strings.
 */
const outboxRow = createSelectSchema(mailOutbox, { createdAt: z.iso.datetime() });

/** A mail that gave up; `lastReply`: the SMTP server's last reply, or why it could not be reached. */
export const failedMailSchema = outboxRow.pick({
  id: true,
  kind: true,
  recipient: true,
  subject: true,
  attempts: true,
  lastReply: true,
  createdAt: true,
});

/** What /admin/configuracoes shows of mail (GET /api/admin/settings/mail). */
export const mailStatusSchema = z.object({
  /** smtp: SMTP_URL; files: .eml files (development, demo); off: production without SMTP_URL. */
  mode: z.enum(["smtp", "files", "off"]),
  /** SMTP_URL's server as host:port, never its credentials. */
  server: z.string().nullable(),
  from: z.string(),
  notifyEmails: z.array(z.string()),
  lastDelivery: outboxRow
    .pick({ recipient: true, subject: true })
    .extend({ at: z.iso.datetime() })
    .nullable(),
  pending: z.number().int(),
  failed: z.array(failedMailSchema),
});

/** The test mail's result: `message` in pt-BR, for the screen: success, or the SMTP error. */
export const testMailResultSchema = z.object({ sent: z.boolean(), message: z.string() });

/** The mail put back in the queue. */
export const resentMailSchema = z.object({ id: z.number().int() });
