import { z } from "zod";
import { errorMessages } from "../../lib/http-error.ts";
import { projectTypeSchema } from "../../lib/project-type-schema.ts";
import { boundedText, spamSignalFields, text } from "../../lib/schema-helpers.ts";
import { contactFolders } from "./types.ts";

const emailMessage = "Endereço de e-mail inválido";

/**
 * The contact form and POST /api/contact (docs/product.md#validation minimums, docs/product.md#api-conventions maximums). isRead and
 * readAt are the server's and are dropped here.
 */
export const contactSchema = z.object(
  {
    name: boundedText(
      2,
      "Nome deve ter pelo menos 2 caracteres",
      100,
      "Nome deve ter no máximo 100 caracteres",
    ),
    // Trimmed before the format check: zod checks a format before `.trim()` would run.
    email: text(emailMessage)
      .max(254, "E-mail deve ter no máximo 254 caracteres")
      .pipe(z.email({ error: emailMessage })),
    phone: boundedText(
      10,
      "Telefone deve ter pelo menos 10 dígitos",
      30,
      "Telefone deve ter no máximo 30 caracteres",
    ),
    projectType: projectTypeSchema,
    subject: boundedText(
      5,
      "Assunto deve ter pelo menos 5 caracteres",
      200,
      "Assunto deve ter no máximo 200 caracteres",
    ),
    message: boundedText(
      10,
      "Mensagem deve ter pelo menos 10 caracteres",
      5000,
      "Mensagem deve ter no máximo 5000 caracteres",
      { multiline: true },
    ),
    ...spamSignalFields,
  },
  { error: errorMessages.invalidData },
);

export type ContactInput = z.input<typeof contactSchema>;
export type ContactSubmission = z.output<typeof contactSchema>;

/** GET /api/admin/contacts?folder=: the inbox (default) or the spam folder. */
export const contactFolderQuerySchema = z.object(
  { folder: z.enum(contactFolders, { error: "Pasta inválida" }).default("inbox") },
  { error: errorMessages.invalidData },
);
