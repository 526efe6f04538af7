// The auth feature's public entry for the server: what the users feature and the composition root
// (server/app.ts) may use.
export { sessionUserColumns, toSessionUser } from "./credentials.server.ts";
export { hashPassword } from "./password.server.ts";
export { deleteUserSessions, sessionLookup } from "./sessions.server.ts";
