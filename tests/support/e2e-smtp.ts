import { mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "@playwright/test";
import { type ParsedMail, simpleParser } from "mailparser";

/**
 * The end-to-end run's SMTP server (playwright.config.ts): every e2e server sends to it, and it
 * keeps each message as a file the journeys read, since they run in other processes.
 */
export function e2eSmtp(firstPort: number) {
  const port = firstPort + 10;
  return { port, url: `smtp://127.0.0.1:${port}`, dir: join(tmpdir(), `agency-e2e-mail-${port}`) };
}

export function prepareMailDir(dir: string) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
}

/** Every message received so far, oldest first. */
async function receivedMails(dir: string): Promise<ParsedMail[]> {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith(".eml"))
    .sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10));
  return Promise.all(files.map((name) => simpleParser(readFileSync(join(dir, name)))));
}

/** The first message the run's SMTP server received that `matches`, waiting up to 10 s for it. */
export async function waitForMail(dir: string, matches: (mail: ParsedMail) => boolean) {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await receivedMails(dir)).find(matches);
        return found !== undefined;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

/** Whether a message was addressed to `address`. */
export const sentTo = (address: string) => (mail: ParsedMail) =>
  mail.to !== undefined && "text" in mail.to && mail.to.text === address;
