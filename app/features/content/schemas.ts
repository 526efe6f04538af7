import { z } from "zod";
import { text } from "../../lib/schema-helpers.ts";
import { contentKeys, contentLocales, contentMessages, defaultContentLocale } from "./documents.ts";

/** `?locale=` on every content route: pt-BR when absent, any other than the configured ones a 400. */
export const contentLocaleQuery = z.object({
  locale: z
    .enum(contentLocales, { error: contentMessages.unknownLocale })
    .default(defaultContentLocale),
});

/** A preview link's token, as a page's `?previa=` carries it (checked by its signature). */
export const previewQuery = contentLocaleQuery.extend({
  previa: z
    .string({ error: "Link de pré-visualização inválido" })
    .max(300, "Link de pré-visualização inválido")
    .optional(),
});
export const previewRefused = "Link de pré-visualização inválido ou expirado";

const keyParam = z.enum(contentKeys, { error: contentMessages.unknownKey });

export const contentKeyParams = z.object({ key: keyParam });

export const revisionParams = z.object({
  key: keyParam,
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, contentMessages.revisionNotFound)
    .transform(Number)
    .refine((id) => id <= 2_147_483_647, contentMessages.revisionNotFound),
});

/** The fields are checked by the document's own schema once the key is known. */
export const saveContentSchema = z.object({
  data: z.record(z.string(), z.unknown(), { error: "Dados do conteúdo inválidos" }),
  version: z
    .number({ error: "Versão inválida" })
    .int("Versão inválida")
    .min(1, "Versão inválida")
    .max(2_147_483_647, "Versão inválida"),
});

export const publishContentSchema = z.object({
  at: text("Data de publicação inválida")
    .max(40, "Data de publicação inválida")
    .pipe(z.iso.datetime({ offset: true, error: "Data de publicação inválida" }))
    .transform((value) => new Date(value))
    .optional(),
});

export const presenceSchema = z.object({
  takeOver: z.boolean({ error: "Assumir edição deve ser verdadeiro ou falso" }).optional(),
});
