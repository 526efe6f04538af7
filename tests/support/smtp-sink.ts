import { writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** What the sink answers to the DATA of a message: accept it, or reject it with a reply. */
export type SinkAnswer = "accept" | { code: number; message: string };

/**
 * A real SMTP server in this process (the `smtp-server` package) that parses what it receives.
 * `answer` decides each message's fate; `stop()` and `start()` take it down and bring it back on
 * the same port, as a mail server that goes away for a while.
 */
export async function startSmtpSink(port = 0, { saveTo }: { saveTo?: string } = {}) {
  const received: ParsedMail[] = [];
  const waiters: { count: number; done: () => void }[] = [];
  let answer: (index: number) => SinkAnswer = () => "accept";
  let seen = 0;

  const create = () =>
    new SMTPServer({
      authOptional: true,
      // SMTP_URL with a user and password logs in; any credentials do, over plain text here.
      allowInsecureAuth: true,
      onAuth(auth, _session, callback) {
        callback(null, { user: auth.username });
      },
      // nodemailer would upgrade to TLS and refuse the sink's self-signed certificate.
      disabledCommands: ["STARTTLS"],
      logger: false,
      // Tests stop it often; waiting for clients to say QUIT would only slow them.
      closeTimeout: 200,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", async () => {
          const verdict = answer(seen++);
          if (verdict !== "accept") {
            const error = Object.assign(new Error(verdict.message), {
              responseCode: verdict.code,
            });
            callback(error);
            return;
          }
          const raw = Buffer.concat(chunks);
          // For another process to read (the end-to-end journeys): one .eml file per message.
          if (saveTo) writeFileSync(join(saveTo, `${Date.now()}-${seen}.eml`), raw);
          received.push(await simpleParser(raw));
          for (const waiter of waiters.filter((w) => received.length >= w.count)) waiter.done();
          callback(null, "Message queued as sink-ok");
        });
      },
    });

  let server = create();
  const listen = (on: number) =>
    new Promise<number>((done, fail) => {
      server.once("error", fail);
      server.listen(on, "127.0.0.1", () => done((server.server.address() as AddressInfo).port));
    });
  const actualPort = await listen(port);

  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    received,
    /** How many messages reached DATA, accepted or not. */
    attempts: () => seen,
    answer(decide: (index: number) => SinkAnswer) {
      answer = decide;
    },
    /** Resolves once `count` messages were accepted, or fails after `timeoutMs`. */
    waitFor(count: number, timeoutMs = 10_000) {
      if (received.length >= count) return Promise.resolve(received.slice(0, count));
      return new Promise<ParsedMail[]>((done, fail) => {
        const timer = setTimeout(
          () => fail(new Error(`only ${received.length} of ${count} mails arrived`)),
          timeoutMs,
        );
        waiters.push({
          count,
          done: () => {
            clearTimeout(timer);
            done(received.slice(0, count));
          },
        });
      });
    },
    stop: () => new Promise<void>((done) => server.close(() => done())),
    async start() {
      server = create();
      await listen(actualPort);
    },
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
