// The mail feature's public entry: its calls and the delivery state, for the dashboard.

export { mailApi } from "./api.ts";
export type { MailStatus } from "./types.ts";
