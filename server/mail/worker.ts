import type { Logger } from "pino";
import { errorForLog } from "../../app/lib/error-log.ts";
import type { Database } from "../../db/client.server.ts";
import {
  claimDueMail,
  MAIL_CHANNEL,
  recordAttempt,
  releaseMailWaitingForServer,
  someMailWaitsForServer,
} from "./outbox.ts";
import type { MailTransport } from "./transport.ts";

export interface MailWorker {
  /** What it sends through; the settings' test mail uses the same one. */
  transport: MailTransport;
  /** Looks for due mail now (a commit that queued some, a 'Reenviar'). */
  wake(): void;
  /** One full pass: sends everything due; resolves when none is left. For tests and wake(). */
  runPass(): Promise<void>;
  stop(): Promise<void>;
}

export interface MailWorkerOptions {
  /** How often it looks without being woken: a commit heard by no one (a lost LISTEN). */
  pollMs?: number;
  /** How often, while some mail waits for the server, it checks whether the server is back. */
  probeMs?: number;
  /** How long a claim holds a mail: far longer than one try (transport.ts bounds it). */
  leaseMs?: number;
}

const STOP_PATIENCE_MS = 1_500;

/**
 * The in-process sender (decision 0015): woken by the NOTIFY of a commit that queued mail, and
 * polling as a fallback. Every instance runs one; the claims keep them off each other's mail.
 * Nothing here must survive the process: the outbox rows are the whole state.
 */
export async function startMailWorker(
  database: Database,
  transport: MailTransport,
  logger: Logger,
  { pollMs = 5_000, probeMs = 15_000, leaseMs = 5 * 60_000 }: MailWorkerOptions = {},
): Promise<MailWorker> {
  const { db } = database;
  const log = logger.child({ component: "mail" });
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let lastProbe = 0;

  /** Sends what is due; true when the server accepted at least one mail. */
  const sendDue = async () => {
    let accepted = false;
    for (;;) {
      if (stopped) return accepted;
      // One mail per claim: its lease covers one try, however slow the SMTP server, so no other
      // instance can claim it again while it is still being sent.
      const [mail] = await claimDueMail(db, 1, leaseMs);
      if (!mail) return accepted;
      const result = await transport.send(mail).catch((error: unknown) => ({
        outcome: "deferred" as const,
        reply: error instanceof Error ? error.message : String(error),
      }));
      const status = await recordAttempt(db, mail, result);
      const fields = {
        mailId: mail.id,
        kind: mail.kind,
        attempt: mail.attempt,
        reply: result.reply,
      };
      if (result.outcome === "sent") accepted = true;
      if (status === "sent") log.info(fields, "e-mail enviado");
      else if (status === "failed") log.error(fields, "e-mail não enviado: desistimos");
      else log.warn(fields, "e-mail não enviado: nova tentativa mais tarde");
    }
  };

  const probe = async () => {
    if (Date.now() - lastProbe < probeMs) return;
    if (!(await someMailWaitsForServer(db))) return;
    lastProbe = Date.now();
    if (!(await transport.verify())) return;
    const released = await releaseMailWaitingForServer(db);
    if (released > 0) log.info({ released }, "servidor de e-mail de volta: reenviando");
  };

  const pass = async () => {
    do {
      again = false;
      try {
        await probe();
        // A mail just went through: the server is back for the ones waiting for it too.
        if ((await sendDue()) && (await releaseMailWaitingForServer(db)) > 0) again = true;
      } catch (error) {
        log.warn({ err: errorForLog(error) }, "envio de e-mail: banco indisponível");
      }
    } while (again && !stopped);
  };

  const runPass = () => {
    if (running) {
      again = true;
      return running;
    }
    running = pass().finally(() => {
      running = null;
    });
    return running;
  };
  const wake = () => void runPass();

  const unlisten = await database.listen(MAIL_CHANNEL, wake, wake).catch((error: unknown) => {
    log.warn({ err: errorForLog(error) }, "envio de e-mail: sem LISTEN, só consultas periódicas");
    return async () => {};
  });
  const timer = setInterval(wake, pollMs);
  timer.unref();
  // Mail queued while the product was down, or left by a crash, goes out now.
  wake();

  return {
    transport,
    wake,
    runPass,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await unlisten().catch(() => {});
      const patience = new Promise((resolve) => setTimeout(resolve, STOP_PATIENCE_MS).unref());
      await Promise.race([running ?? Promise.resolve(), patience]);
      transport.close();
    },
  };
}
