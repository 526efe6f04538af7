import { sql } from "drizzle-orm";
import { newsletterSubscribers } from "../../../db/schema.ts";

/** Subscribers' addresses are kept trimmed and lower-cased (docs/product.md#data-rules). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The subscriber row of a normalised address. It matches the unique index on lower(email), so the
 * lookup uses it (and finds rows stored mixed-case before addresses were normalised).
 */
export const sameEmail = (email: string) => sql`lower(${newsletterSubscribers.email}) = ${email}`;
