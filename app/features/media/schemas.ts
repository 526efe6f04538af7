import { z } from "zod";
import { text } from "../../lib/schema-helpers.ts";

/** docs/product.md#media: every pt-BR message the media library answers with. */
export const mediaMessages = {
  unsupported: "Formato de imagem não suportado",
  corrupt: "Imagem corrompida ou ilegível",
  tooLarge: "Imagem grande demais",
  fileTooLarge: "Arquivo grande demais",
  notMultipart: "Envie a imagem como multipart/form-data",
  missingFile: "Envie a imagem no campo file",
  badForm: "Formulário de envio inválido",
  inUse: "Imagem em uso",
  notFound: "Imagem não encontrada",
  altRequired: "O texto alternativo é obrigatório",
  altMax: "O texto alternativo deve ter no máximo 200 caracteres",
  alreadyStored: "Esta imagem já está na biblioteca",
} as const;

const ALT_MAX = 200;

const alt = text(mediaMessages.altRequired)
  .min(1, mediaMessages.altRequired)
  .max(ALT_MAX, mediaMessages.altMax);

/** PATCH /api/admin/media/{id}: the description read aloud and shown when the image fails. */
export const mediaAltSchema = z.object({ alt });

/** The upload's optional `alt` field: left empty, the image waits for one in the library. */
export const uploadAltSchema = z.object({
  alt: text(mediaMessages.altMax)
    .max(ALT_MAX, mediaMessages.altMax)
    .optional()
    .transform((value) => value || null),
});
