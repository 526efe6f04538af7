import { e2eSmtp, prepareMailDir } from "./e2e-smtp.ts";
import { startSmtpSink } from "./smtp-sink.ts";

/** Starts the run's SMTP server before the journeys; Playwright calls the returned teardown. */
export default async function globalSetup() {
  const smtp = e2eSmtp(Number(process.env.E2E_PORT ?? 4173));
  prepareMailDir(smtp.dir);
  const sink = await startSmtpSink(smtp.port, { saveTo: smtp.dir });
  return () => sink.stop();
}
