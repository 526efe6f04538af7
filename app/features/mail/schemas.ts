import { z } from "zod";
import { text } from "../../lib/schema-helpers.ts";
import { mailTexts } from "./texts.ts";

/** 'Enviar e-mail de teste': the address the test goes to. */
export const testMailSchema = z.object({
  to: text(mailTexts.emailInvalid)
    .max(254, mailTexts.emailInvalid)
    .pipe(z.email({ error: mailTexts.emailInvalid })),
});

export type TestMailInput = z.infer<typeof testMailSchema>;
