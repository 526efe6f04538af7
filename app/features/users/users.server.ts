import { randomBytes } from "node:crypto";
import { and, asc, count, eq, ne, sql } from "drizzle-orm";
import { type Db, transaction } from "../../../db/client.server.ts";
import { users } from "../../../db/schema.ts";
import { HttpError } from "../../lib/http-error.ts";
import type { SessionUser } from "../../lib/session-user.ts";
import {
  deleteUserSessions,
  hashPassword,
  sessionUserColumns as publicColumns,
  toSessionUser,
} from "../auth/index.server.ts";
import type { RegisterInput } from "./schemas.ts";

/** The user with this username, whatever its letter case, or null. */
export async function findUserByUsername(db: Db, username: string): Promise<SessionUser | null> {
  const [row] = await db
    .select(publicColumns)
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  return row ? toSessionUser(row) : null;
}

/** A random password for a person to copy once: 16 characters, 96 bits. */
export function generatePassword(): string {
  return randomBytes(12).toString("base64url");
}

export async function listUsers(db: Db): Promise<SessionUser[]> {
  const rows = await db.select(publicColumns).from(users).orderBy(asc(users.id));
  return rows.map(toSessionUser);
}

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ value: count() }).from(users);
  return row?.value ?? 0;
}

const emailTakenMessage = "Este e-mail já está cadastrado para outro usuário";

/** A 409 that points at the e-mail field, so the form shows it there. */
export function emailTakenError(): HttpError {
  return new HttpError(409, emailTakenMessage, {
    errors: [{ path: "email", message: emailTakenMessage }],
  });
}

/** Whether another account than `exceptId` has this (lower-cased) address. */
export async function emailTaken(db: Db, email: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptId ? and(eq(users.email, email), ne(users.id, exceptId)) : eq(users.email, email));
  return row !== undefined;
}

/** A new account: the e-mail is optional here as in the add-user dialog. */
type NewUser = Omit<RegisterInput, "email"> & { email?: string | null };

export async function createUser(db: Db, input: NewUser): Promise<SessionUser> {
  const passwordHash = await hashPassword(input.password);
  const [row] = await db
    .insert(users)
    .values({ ...input, password: passwordHash })
    .onConflictDoNothing()
    .returning(publicColumns);
  if (!row) {
    // Both the username and the address are unique; say which one is taken.
    if (input.email && (await emailTaken(db, input.email))) {
      throw emailTakenError();
    }
    throw new HttpError(409, "Nome de usuário já existe");
  }
  return toSessionUser(row);
}

async function isLastAdmin(db: Db, userId: number): Promise<boolean> {
  const [others] = await db
    .select({ value: count() })
    .from(users)
    .where(and(eq(users.role, "admin"), ne(users.id, userId)));
  return (others?.value ?? 0) === 0;
}

export async function deleteUser(db: Db, actor: SessionUser, userId: number): Promise<void> {
  if (actor.id === userId) throw new HttpError(400, "Você não pode excluir sua própria conta");
  await transaction(db, async (tx) => {
    // Lock the admins so two concurrent deletions cannot remove the last two together.
    await tx.execute(sql`select id from ${users} where ${users.role} = 'admin' for update`);
    const [target] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId));
    if (!target) throw new HttpError(404, "Usuário não encontrado");
    if (target.role === "admin" && (await isLastAdmin(tx, userId))) {
      throw new HttpError(400, "Não é possível excluir o último administrador");
    }
    await tx.delete(users).where(eq(users.id, userId));
  });
}

export async function resetPassword(db: Db, userId: number, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  const updated = await db
    .update(users)
    .set({ password: passwordHash })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (updated.length === 0) throw new HttpError(404, "Usuário não encontrado");
  // A reset password must lock out whoever held the old one.
  await deleteUserSessions(db, userId);
}

/**
 * With no user at all, create the first admin from ADMIN_* or with a random password that is
 * returned once so the caller can print it (docs/product.md#operations). Never a fixed default.
 */
export async function ensureFirstAdmin(
  db: Db,
  admin: { username?: string; password?: string; fullName?: string },
): Promise<{ username: string; generatedPassword?: string } | null> {
  if ((await countUsers(db)) > 0) return null;
  const generatedPassword = admin.password ? undefined : generatePassword();
  const username = admin.username ?? "admin";
  await db
    .insert(users)
    .values({
      username,
      password: await hashPassword(admin.password ?? generatedPassword!),
      fullName: admin.fullName ?? "Administrador",
      role: "admin",
    })
    .onConflictDoNothing();
  return { username, generatedPassword };
}
