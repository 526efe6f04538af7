/** The activity log's vocabulary, for the server that mounts it from the route descriptors. */
export { isAuditAction } from "./actions.ts";
