import { compileMessages } from "../../paraglide.config.ts";

/** Vitest's global setup: the message functions exist before any test file or server imports them. */
export default async function setup() {
  await compileMessages();
}
