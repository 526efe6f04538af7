import { describe, expect, it } from "vitest";
import { isCharacterException, isDataException, sqlStateOf } from "./database-errors.ts";
import { errorForLog } from "./error-log.ts";

/** What node-postgres and PGlite raise: an Error with SQLSTATE fields beside the message. */
function databaseError(message: string, fields: Record<string, unknown>): Error {
  return Object.assign(new Error(message), { severity: "ERROR", ...fields });
}

/** Drizzle wraps the driver's error and lists the statement's values in its message. */
function drizzleError(cause: Error, params: unknown[]): Error {
  const query = 'insert into "contact_messages" ("name", "email") values ($1, $2)';
  const error = new Error(`Failed query: ${query}\nparams: ${params.join(",")}`, { cause });
  error.name = "DrizzleQueryError";
  return Object.assign(error, { query, params });
}

const personal = ["Paula Reis", "paula@example.com", "(11) 98765-4321"];

describe("sqlStateOf", () => {
  it("finds the code through Drizzle's wrapper", () => {
    const cause = databaseError("value too long", { code: "22001" });
    expect(sqlStateOf(drizzleError(cause, personal))).toBe("22001");
    expect(isDataException(drizzleError(cause, personal))).toBe(true);
    expect(isCharacterException(cause)).toBe(false);
  });

  it("tells character faults apart", () => {
    expect(isCharacterException(databaseError("bad byte", { code: "22021" }))).toBe(true);
    expect(isCharacterException(databaseError("unicode escape", { code: "22P05" }))).toBe(true);
  });

  it("ignores Node's own error codes and other classes", () => {
    expect(sqlStateOf(Object.assign(new Error("broken pipe"), { code: "EPIPE" }))).toBeUndefined();
    expect(isDataException(databaseError("duplicate", { code: "23505" }))).toBe(false);
    expect(isDataException(new Error("plain"))).toBe(false);
    expect(isDataException("22001")).toBe(false);
  });
});

describe("errorForLog", () => {
  it("keeps none of the statement's values from a wrapped database error", () => {
    const cause = databaseError(`invalid input syntax for type integer: "${personal[2]}"`, {
      code: "22P02",
      detail: `Key (name)=(${personal[0]}) is odd.`,
      where: `unnamed portal parameter $1 = '${personal[1]}'`,
      hint: personal[0],
      params: personal,
      query: "insert ...",
      table: "contact_messages",
      column: "phone",
      routine: "pg_strtoint32_safe",
    });
    const logged = errorForLog(drizzleError(cause, personal));
    const line = JSON.stringify(logged);
    for (const value of personal) expect(line).not.toContain(value);

    expect(logged.type).toBe("DrizzleQueryError");
    expect(logged.message).toBe(
      'Failed query: insert into "contact_messages" ("name", "email") values ($1, $2)',
    );
    expect(logged.stack).toMatch(/^DrizzleQueryError: Failed query: insert into/);
    expect(logged.stack).toMatch(/\n\s+at /);
    expect(logged.cause).toMatchObject({
      type: "Error",
      code: "22P02",
      message: 'invalid input syntax for type integer: "[removido]"',
      table: "contact_messages",
      column: "phone",
      routine: "pg_strtoint32_safe",
    });
    expect(logged.cause).not.toHaveProperty("detail");
    expect(logged.cause).not.toHaveProperty("where");
  });

  it("keeps the message of other errors and the constraint of a conflict", () => {
    const conflict = databaseError('duplicate key value violates unique constraint "users_key"', {
      code: "23505",
      constraint: "users_key",
      detail: "Key (username)=(paula) already exists.",
    });
    const logged = errorForLog(conflict);
    expect(logged).toMatchObject({
      code: "23505",
      constraint: "users_key",
      message: 'duplicate key value violates unique constraint "users_key"',
    });
    expect(JSON.stringify(logged)).not.toContain("paula");
    expect(errorForLog(new TypeError("x is not a function")).message).toBe("x is not a function");
  });

  it("removes the quoted input of a JSON syntax error", () => {
    let parseError: unknown;
    try {
      JSON.parse(`{"name": "${personal[0]}" oops}`);
    } catch (error) {
      parseError = error;
    }
    expect(JSON.stringify(errorForLog(parseError))).not.toContain(personal[0]);
  });

  it("logs only the kind of a thrown value that is not an Error", () => {
    expect(errorForLog({ email: personal[1] })).toEqual({
      type: "object",
      message: "a thrown value, not an Error",
    });
    expect(JSON.stringify(errorForLog(personal[1]))).not.toContain(personal[1]);
  });
});
