import type { Db } from "../../../db/client.server.ts";
import { consentRecords } from "../../../db/schema.ts";

type ConsentSource = "cookies" | "newsletter" | "testimonial" | "contact";

export interface ConsentRecord {
  source: ConsentSource;
  /** What was agreed or refused: accepted, essential-only, subscribed, submitted. */
  choice: string;
  policyVersion: string;
  email?: string | null;
  anonymousId?: string | null;
  ip?: string | null;
}

/** Keeps the proof of one choice (docs/product.md#consent): rows are only ever added. */
export async function recordConsent(db: Db, record: ConsentRecord): Promise<void> {
  await db.insert(consentRecords).values({
    source: record.source,
    choice: record.choice,
    policyVersion: record.policyVersion,
    email: record.email ?? null,
    anonymousId: record.anonymousId ?? null,
    ip: record.ip ?? null,
  });
}
