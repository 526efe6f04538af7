/** The activity log's vocabulary, for the server that mounts it from the route descriptors. */
export { isAuditAction } from "./actions.ts";
/** The typed calls the dashboard's count may make. */
export { auditApi } from "./api.ts";
