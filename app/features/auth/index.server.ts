// The auth feature's public entry for the server: what the users feature and the composition root
// (server/app.ts) may use.
export { authenticate, sessionUserColumns, toSessionUser } from "./credentials.server.ts";
export { hashPassword } from "./password.server.ts";
export {
  ABSOLUTE_TIMEOUT_MS,
  deleteExpiredSessions,
  deleteOtherSessions,
  deleteUserSessions,
  hashToken,
  IDLE_TIMEOUT_MS,
  sessionLookup,
} from "./sessions.server.ts";
