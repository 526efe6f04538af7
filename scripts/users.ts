import {
  findUserByUsername,
  generatePassword,
  listUsers,
  resetPassword,
} from "../app/features/users/users.server.ts";
import type { Database } from "../db/client.server.ts";
import { fail, openConfiguredDatabase } from "./support/open-database.ts";

/**
 * `npm run users -- list` and `npm run users -- reset-password <username>`: staff accounts from
 * the shell, for the day the only admin's password is lost. Works on the database the server
 * would use (DATABASE_URL, else the PGlite folder in DATA_DIR, which must not be in use).
 */

const usage = `Uso:
  npm run users -- list                          lista os usuários
  npm run users -- reset-password <usuário>      gera uma nova senha e encerra as sessões do usuário`;

async function list(database: Database) {
  const users = await listUsers(database.db);
  if (users.length === 0) return process.stdout.write("Nenhum usuário cadastrado.\n");
  const rows = users.map((user) => [
    String(user.id),
    user.username,
    user.fullName,
    user.email ?? "-",
    user.role,
    user.createdAt.slice(0, 10),
  ]);
  const header = ["id", "usuário", "nome", "e-mail", "papel", "criado em"];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  for (const row of [header, ...rows]) {
    process.stdout.write(
      `${row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join("  ")
        .trimEnd()}\n`,
    );
  }
}

/** What the person typed wrong: printed after the database is closed again. */
class CommandError extends Error {}

async function reset(database: Database, username: string) {
  const user = await findUserByUsername(database.db, username);
  if (!user) throw new CommandError(`Usuário não encontrado: ${username}`);
  const password = generatePassword();
  await resetPassword(database.db, user.id, password);
  process.stdout.write(
    `Nova senha de ${user.username}: ${password}\n` +
      "Anote-a agora: ela não será mostrada de novo. As sessões abertas desse usuário foram encerradas.\n",
  );
}

const [command, username] = process.argv.slice(2);
if (command !== "list" && !(command === "reset-password" && username)) fail(usage);

const database = await openConfiguredDatabase();
try {
  if (command === "list") await list(database);
  else await reset(database, username!);
} catch (error) {
  if (!(error instanceof CommandError)) throw error;
  process.exitCode = 1;
  process.stderr.write(`${error.message}\n`);
} finally {
  await database.close();
}
