import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client.server.ts";
import { users } from "../../../db/schema.ts";
import type { SessionUser } from "../../lib/session-user.ts";
import { decoyHash, verifyPassword } from "./password.server.ts";

/** The columns a signed-in user is made of: never the password hash. */
export const sessionUserColumns = {
  id: users.id,
  username: users.username,
  fullName: users.fullName,
  role: users.role,
  email: users.email,
  createdAt: users.createdAt,
};

type UserRow = {
  id: number;
  username: string;
  fullName: string;
  role: "admin" | "editor";
  email: string | null;
  createdAt: Date;
};

export function toSessionUser(row: UserRow): SessionUser {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/**
 * The user for these credentials, or null; the same work is done when the username is unknown.
 * The username matches whatever its case: it is unique that way (users_username_lower_idx).
 */
export async function authenticate(db: Db, username: string, password: string) {
  const [row] = await db
    .select({ ...sessionUserColumns, password: users.password })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  const valid = await verifyPassword(password, row?.password ?? (await decoyHash()));
  if (!row || !valid) return null;
  const { password: _, ...user } = row;
  return toSessionUser(user);
}
