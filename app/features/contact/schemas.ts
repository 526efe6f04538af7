import { z } from "zod";
import { errorMessages } from "../../lib/http-error.ts";
import { projectTypeSchema } from "../../lib/project-type-schema.ts";
import { boundedText, requiredText, spamSignalFields, text } from "../../lib/schema-helpers.ts";
import { leadStatusList } from "./lead-status.ts";
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

export const leadMessages = {
  status: "Status inválido: use new, contacted, proposal, won ou lost",
  owner: "Responsável inválido",
  ownerMissing: "Responsável não encontrado: escolha um usuário do painel",
  followUpAt: "Data de retorno inválida",
  lostReason: "Informe o motivo da perda",
  lostReasonMax: "O motivo da perda deve ter no máximo 500 caracteres",
  nothing: "Informe o que alterar: status, ownerId, followUpAt ou lostReason",
  body: "Escreva o texto",
  bodyMax: "O texto deve ter no máximo 5000 caracteres",
  title: "Dê um nome ao modelo",
  titleMax: "O nome do modelo deve ter no máximo 100 caracteres",
} as const;

const leadStatusSchema = z.enum(leadStatusList, { error: leadMessages.status });

// A user's id: a positive integer that fits the column.
const userId = z
  .number({ error: leadMessages.owner })
  .int(leadMessages.owner)
  .min(1, leadMessages.owner)
  .max(2_147_483_647, leadMessages.owner);

/**
 * GET /api/admin/contacts: the inbox (default) or the spam folder, narrowed to one status and to
 * one owner (`ownerId=none`: nobody's yet).
 */
export const contactFolderQuerySchema = z.object(
  {
    folder: z.enum(contactFolders, { error: "Pasta inválida" }).default("inbox"),
    status: leadStatusSchema.optional(),
    ownerId: z
      .union(
        [
          z.literal("none"),
          z
            .string()
            .regex(/^[1-9]\d{0,9}$/)
            .transform(Number)
            .pipe(userId),
        ],
        {
          error: leadMessages.owner,
        },
      )
      .optional(),
  },
  { error: errorMessages.invalidData },
);
export type ContactListFilters = z.output<typeof contactFolderQuerySchema>;

/**
 * A follow-up date: a day (yyyy-MM-dd, the panel's date field), read as 9:00 in São Paulo, or a
 * full ISO time with its offset. `null` clears it.
 */
const followUpAtSchema = z
  .union(
    [
      z.iso
        .date({ error: leadMessages.followUpAt })
        .transform((day) => new Date(`${day}T09:00:00-03:00`)),
      z.iso
        .datetime({ offset: true, error: leadMessages.followUpAt })
        .transform((at) => new Date(at)),
    ],
    { error: leadMessages.followUpAt },
  )
  .refine(
    (at) => at.getUTCFullYear() >= 2000 && at.getUTCFullYear() <= 2100,
    leadMessages.followUpAt,
  )
  .nullable();

/**
 * PATCH /api/admin/contacts/{id}: any of the pipeline's four fields; absent ones stay as they
 * are. Whether `lost` has its reason is checked against the stored lead (a reason given before
 * counts), in the service.
 */
export const leadUpdateSchema = z
  .object(
    {
      status: leadStatusSchema.optional(),
      ownerId: userId.nullable().optional(),
      followUpAt: followUpAtSchema.optional(),
      lostReason: text(leadMessages.lostReason)
        .max(500, leadMessages.lostReasonMax)
        .transform((reason) => reason || null)
        .nullable()
        .optional(),
    },
    { error: errorMessages.invalidData },
  )
  .refine(
    (update) => Object.values(update).some((value) => value !== undefined),
    leadMessages.nothing,
  );
export type LeadUpdate = z.output<typeof leadUpdateSchema>;
export type LeadUpdateInput = z.input<typeof leadUpdateSchema>;

const timelineText = text(leadMessages.body, { multiline: true })
  .min(1, leadMessages.body)
  .max(5000, leadMessages.bodyMax);

/** POST /api/admin/contacts/{id}/notes and /reply: the text, up to 5000 characters. */
export const leadTextSchema = z.object(
  { body: timelineText },
  { error: errorMessages.invalidData },
);

/** A reply template as 'Modelos de resposta' edits it. */
export const replyTemplateSchema = z.object(
  { title: requiredText(leadMessages.title, 100, leadMessages.titleMax), body: timelineText },
  { error: errorMessages.invalidData },
);
export type ReplyTemplateInput = z.input<typeof replyTemplateSchema>;
