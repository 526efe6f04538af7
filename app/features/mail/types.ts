/** What /admin/configuracoes shows of mail (GET /api/admin/settings/mail). */
export interface MailStatus {
  /** smtp: SMTP_URL; files: .eml files (development, demo); off: production without SMTP_URL. */
  mode: "smtp" | "files" | "off";
  /** SMTP_URL's server as host:port, never its credentials. */
  server: string | null;
  from: string;
  notifyEmails: string[];
  lastDelivery: { at: string; recipient: string; subject: string } | null;
  pending: number;
  failed: FailedMail[];
}

export interface FailedMail {
  id: number;
  kind: string;
  recipient: string;
  subject: string;
  attempts: number;
  /** The SMTP server's last reply, or why it could not be reached. */
  lastReply: string | null;
  createdAt: string;
}

export interface TestMailResult {
  sent: boolean;
  /** pt-BR, for the screen: success, or the SMTP error. */
  message: string;
}
