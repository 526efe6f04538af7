import type { Db } from "../../../db/client.server.ts";
import type { RouterDeps } from "../../../server/http/deps.ts";
import { HttpError } from "../../lib/http-error.ts";
import type { SessionUser } from "../../lib/session-user.ts";
import { recordAudit } from "../audit/index.server.ts";
import { authenticate } from "./credentials.server.ts";

const loginFailedMessage = "Usuário ou senha incorretos.";

const REFUSAL_PAUSE_MS = 1000;

/** The pause before a refusal; a test process may shorten it (docs/architecture.md#tests). */
function refusalPauseMs(): number {
  const shortened = Number(process.env.TEST_SIGN_IN_REFUSAL_PAUSE_MS);
  const inTests = process.env.NODE_ENV === "test" && Number.isInteger(shortened) && shortened >= 0;
  return inTests ? Math.min(shortened, REFUSAL_PAUSE_MS) : REFUSAL_PAUSE_MS;
}

type SignInDeps = Pick<RouterDeps, "limiters" | "signInsInProgress">;

/**
 * The user for these credentials, or a 401. Each attempt is counted before the password is
 * checked, in the same step that checks what is left, so parallel guesses never get more than
 * the remaining allowance. A successful sign-in gives its count back; a wrong password or a
 * refused guess keeps it; an attempt that got no verdict (hashing queue full, database down)
 * gives it back too.
 */
async function checkCredentials(
  { limiters }: SignInDeps,
  db: Db,
  client: string,
  username: string,
  password: string,
) {
  const perClient = await limiters.signInsPerClient.take(client);
  const account = `${client}|${username.toLowerCase()}`;
  const perAccount = await limiters.failedLogins.take(account);
  let user: SessionUser | null;
  try {
    user = await authenticate(db, username, password);
  } catch (error) {
    await Promise.allSettled([perClient.release(), perAccount.release()]);
    throw error;
  }
  // docs/product.md#audit: every verdict, with the username tried (never the password).
  await recordAudit(db, {
    actor: user,
    action: user ? "auth.sign_in" : "auth.sign_in_failed",
    target: username,
    ip: client,
  });
  if (!user) throw new HttpError(401, loginFailedMessage);
  await Promise.all([perClient.release(), limiters.failedLogins.clear(account)]);
  return user;
}

/**
 * One sign-in attempt under every rule of docs/product.md#sign-in, for POST /api/login and the
 * sign-in page's form action alike: the limits, one attempt at a time per client, the audit.
 */
export async function signIn(
  deps: SignInDeps,
  db: Db,
  client: string,
  username: string,
  password: string,
): Promise<SessionUser> {
  try {
    // One at a time per client: a flood from one address holds one place in the hashing
    // queue, and everyone else still finds room.
    return await deps.signInsInProgress.run(client, () =>
      checkCredentials(deps, db, client, username, password),
    );
  } catch (error) {
    // A refused sign-in is answered after a pause, which costs the server nothing: a client
    // that asks again at once, whatever Retry-After says, then sends one request a second per
    // connection instead of hundreds.
    if (error instanceof HttpError && (error.status === 429 || error.status === 503)) {
      await new Promise((resume) => setTimeout(resume, refusalPauseMs()));
    }
    throw error;
  }
}
