import type { Logger } from "pino";
import type { SessionUser } from "../../app/lib/session-user.ts";
import type { Db } from "../../db/client.server.ts";

/** What every handler can read from the Hono context. */
export interface AppEnv {
  Variables: {
    requestId: string;
    log: Logger;
    db: Db;
    user: SessionUser | null;
    /** The session token hash of the current request, when signed in. */
    sessionHash: string | null;
    /** What a staff write acted on, in words, for the activity log (unset: the route's ids). */
    auditTarget: string;
  };
}
