export type { MailStatus } from "./types.ts";
