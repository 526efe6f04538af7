export { mailTexts } from "./texts.ts";
export type { FailedMail, MailStatus, TestMailResult } from "./types.ts";
