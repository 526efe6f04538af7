import { z } from "zod";
import { privacyRequestTypes } from "../../../db/value-lists.ts";
import { isCalendarDay } from "../../lib/calendar-day.ts";
import { normalisePhone } from "../../lib/phone.ts";
import { boundedText, text } from "../../lib/schema-helpers.ts";

export const privacyMessages = {
  email: "Informe um e-mail válido",
  type: "Escolha o tipo de solicitação",
  receivedOn: "Informe a data de recebimento (AAAA-MM-DD), até hoje",
  notes: "As observações devem ter no máximo 2000 caracteres",
  status: "Situação inválida",
  field: "Campo que não pode ser corrigido por aqui",
  value: "Valor inválido para este campo",
  notFound: "Registro não encontrado",
} as const;

const email = text(privacyMessages.email)
  .max(254, privacyMessages.email)
  .pipe(z.email(privacyMessages.email));

export const subjectQuerySchema = z.object({ email });

export const exportQuerySchema = z.object({
  email,
  format: z.enum(["json", "html"], { error: "Formato deve ser json ou html" }).default("json"),
});

export const eraseSchema = z.object({ email });

// A day that exists (Date.parse would roll 2024-02-31 over to March), and not after today.
const day = text(privacyMessages.receivedOn)
  .refine(isCalendarDay, privacyMessages.receivedOn)
  .refine((value) => {
    const time = Date.parse(`${value}T00:00:00-03:00`);
    return !Number.isNaN(time) && time <= Date.now();
  }, privacyMessages.receivedOn);

export const requestCreateSchema = z.object({
  email,
  type: z.enum(privacyRequestTypes, { error: privacyMessages.type }),
  receivedOn: day,
  notes: text(privacyMessages.notes, { multiline: true })
    .max(2000, privacyMessages.notes)
    .default(""),
});

export const requestUpdateSchema = z
  .object({
    status: z.enum(["open", "answered"], { error: privacyMessages.status }).optional(),
    notes: text(privacyMessages.notes, { multiline: true })
      .max(2000, privacyMessages.notes)
      .optional(),
  })
  .refine((value) => value.status !== undefined || value.notes !== undefined, {
    error: "Nada para alterar",
  });

/** The fields a person may ask to correct (LGPD art. 18 III), and each one's rule. */
export const correctableFields = {
  message: {
    name: boundedText(1, privacyMessages.value, 100),
    email,
    // Stored as the contact form stores it (docs/product.md#phone-numbers).
    phone: boundedText(10, privacyMessages.value, 30, privacyMessages.value).transform(
      normalisePhone,
    ),
  },
  testimonial: {
    clientName: boundedText(1, privacyMessages.value, 100),
    clientEmail: email,
    companyName: text(privacyMessages.value).max(100, privacyMessages.value),
  },
  subscriber: {
    name: text(privacyMessages.value).max(100, privacyMessages.value),
    // Subscribers' addresses are kept lower-cased, so the one-subscription-per-address rule holds.
    email: email.transform((value) => value.toLowerCase()),
  },
} as const;

const correctableFieldNames = [
  ...new Set(Object.values(correctableFields).flatMap((fields) => Object.keys(fields))),
] as [string, ...string[]];

export const correctionSchema = z.object({
  kind: z.enum(["message", "testimonial", "subscriber"], { error: privacyMessages.field }),
  id: z.number({ error: privacyMessages.notFound }).int().positive().max(2_147_483_647),
  field: z.enum(correctableFieldNames, { error: privacyMessages.field }),
  value: z.unknown(),
});
