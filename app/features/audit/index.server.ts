/** What other features and the server use of the activity log. */
export { isFirstSignIn, recordAudit } from "./audit.server.ts";
export { auditAction } from "./middleware.server.ts";
