import type { z } from "zod";
import type { failedMailSchema, mailStatusSchema, testMailResultSchema } from "./responses.ts";

/**
 * What /admin/configuracoes shows of mail (GET /api/admin/settings/mail). `mode` smtp: SMTP_URL;
 * files: .eml files (development, demo); off: production without SMTP_URL. `server`: SMTP_URL's
 * server as host:port, never its credentials.
 */
export type MailStatus = z.output<typeof mailStatusSchema>;

/** A mail that gave up; `lastReply`: the SMTP server's last reply, or why it could not be reached. */
export type FailedMail = z.output<typeof failedMailSchema>;

/** `message` in pt-BR, for the screen: success, or the SMTP error. */
export type TestMailResult = z.output<typeof testMailResultSchema>;
