import { ownSqlState } from "./database-errors.ts";

/** What a log line keeps of an error: enough to find the fault, nothing a visitor typed. */
export interface LoggedError {
  type: string;
  message: string;
  code?: string;
  stack?: string;
  /** For database errors: where it happened, by name only. */
  table?: string;
  column?: string;
  constraint?: string;
  routine?: string;
  cause?: LoggedError;
}

const MAX_DEPTH = 3;
// Database and JSON messages quote the offending value: `invalid input syntax for type
// integer: "(11) 98765-4321"`, `Unexpected token ... "{"name":...` is not valid JSON`.
const quoted = /"(?:[^"\\]|\\.)*"/g;

function redactQuoted(message: string): string {
  return message.replace(quoted, '"[removido]"');
}

function stringField(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}

/** Its name, or its class where the name was left as plain "Error" (Drizzle's query error). */
function errorType(error: Error): string {
  const className = error.constructor?.name;
  return error.name === "Error" && className && className !== "Error" ? className : error.name;
}

/**
 * A copy of `error` that is safe to log. Database drivers attach the statement's parameter
 * values (Drizzle's message lists them; PGlite's error holds `params`; `detail` and `where`
 * repeat them), so only named, structural fields are kept, the message loses its parameter
 * list and quoted values, and the stack is rebuilt around that message.
 */
export function errorForLog(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) {
    // A thrown string or object may be anything, the request body included: only its kind.
    return {
      type: error === null ? "null" : typeof error,
      message: "a thrown value, not an Error",
    };
  }
  const fields = error as Error & Record<string, unknown>;
  const code = ownSqlState(error);
  // Drizzle: "Failed query: <sql>\nparams: <values>"; the SQL text itself holds no values.
  let message = error.message.split("\nparams:")[0] ?? "";
  if (code?.startsWith("22") || error instanceof SyntaxError) message = redactQuoted(message);
  const logged: LoggedError = { type: errorType(error), message };
  if (code) logged.code = code;
  for (const key of ["table", "column", "constraint", "routine"] as const) {
    const value = stringField(fields[key]);
    if (value) logged[key] = value;
  }
  const frames = (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line));
  logged.stack = [`${logged.type}: ${message}`, ...frames].join("\n");
  if (error.cause !== undefined && depth < MAX_DEPTH) {
    logged.cause = errorForLog(error.cause, depth + 1);
  }
  return logged;
}
