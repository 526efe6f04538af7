/** The privacy feature's public entry: its calls and the request register's shape, for the dashboard. */

export { privacyApi } from "./api.ts";
export type { PrivacyRequest } from "./types.ts";
