/** The privacy feature's public entry: the request register's shape, for the dashboard. */
export type { PrivacyRequest } from "./types.ts";
