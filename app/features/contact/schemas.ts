import { z } from "zod";
import { siteLanguages } from "../../../db/value-lists.ts";
import { errorMessages } from "../../lib/http-error.ts";
import { type Locale, sayIn } from "../../lib/locale.ts";
import { projectTypeOptions } from "../../lib/project-types.ts";
import { boundedText, requiredText, spamSignalFields, text } from "../../lib/schema-helpers.ts";
import { m } from "../../paraglide/messages.js";
import { leadStatusList } from "./lead-status.ts";
import { contactFolders } from "./types.ts";

/**
 * The contact form's schema with its messages in `locale` (docs/product.md#validation minimums,
 * docs/product.md#api-conventions maximums): pt-BR's are SPEC's, which POST /api/contact always
 * answers; the home's form checks with its page's locale, in the browser and in the page's
 * action (docs/architecture.md#locales). isRead and readAt are the server's and are dropped here.
 */
export function contactSchemaFor(locale: Locale) {
  const say = sayIn(locale);
  const invalidCharactersMessage = say(m.contact_error_invalid_characters);
  const emailMessage = say(m.contact_error_email);
  const bounded = (min: number, minMessage: string, max: number, maxMessage: string) =>
    boundedText(min, minMessage, max, maxMessage, { invalid: invalidCharactersMessage });
  return z.object(
    {
      name: bounded(2, say(m.contact_error_name_min), 100, say(m.contact_error_name_max)),
      // Trimmed before the format check: zod checks a format before `.trim()` would run.
      email: text(emailMessage, { invalid: invalidCharactersMessage })
        .max(254, say(m.contact_error_email_max))
        .pipe(z.email({ error: emailMessage })),
      phone: bounded(10, say(m.contact_error_phone_min), 30, say(m.contact_error_phone_max)),
      projectType: z.enum(projectTypeOptions, { error: say(m.contact_error_project_type) }),
      subject: bounded(5, say(m.contact_error_subject_min), 200, say(m.contact_error_subject_max)),
      message: boundedText(
        10,
        say(m.contact_error_message_min),
        5000,
        say(m.contact_error_message_max),
        { multiline: true, invalid: invalidCharactersMessage },
      ),
      // The language of the page it is sent from (docs/architecture.md#locales): optional for
      // the API (pt-BR); one this server does not answer (SITE_LOCALES) is refused on receipt.
      language: z.enum(siteLanguages, { error: say(m.contact_error_language) }).default("pt-BR"),
      ...spamSignalFields,
    },
    { error: say(m.contact_error_invalid_data) },
  );
}

/** The contact form in pt-BR and POST /api/contact. */
export const contactSchema = contactSchemaFor("pt-BR");

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
