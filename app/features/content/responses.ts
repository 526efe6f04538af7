import { z } from "zod";
import { contentKeys, contentStatuses } from "./documents.ts";

const person = z.object({ id: z.number(), name: z.string() });
const status = z.enum(contentStatuses);
const key = z.enum(contentKeys);

export const contentSummarySchema = z.object({
  key,
  title: z.string(),
  status,
  /** A locale other than pt-BR never published yet: its pages show pt-BR's version. */
  untranslated: z.boolean(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
  scheduledAt: z.string().nullable(),
});

export const contentDetailSchema = z.object({
  key,
  title: z.string(),
  draft: z.record(z.string(), z.unknown()),
  published: z.record(z.string(), z.unknown()).nullable(),
  version: z.number(),
  status,
  untranslated: z.boolean(),
  scheduledAt: z.string().nullable(),
  updatedAt: z.string(),
  updatedBy: person.nullable(),
  publishedAt: z.string().nullable(),
});

export const savedContentSchema = z.object({ version: z.number(), updatedAt: z.string() });

export const publishedContentSchema = z.object({
  status,
  publishedAt: z.string().nullable(),
  scheduledAt: z.string().nullable(),
});

export const revisionSchema = z.object({
  id: z.number(),
  createdAt: z.string(),
  author: person.nullable(),
  changes: z.array(
    z.object({ path: z.string(), label: z.string(), before: z.unknown(), after: z.unknown() }),
  ),
});

export const previewSchema = z.object({ url: z.string() });

export const presenceAnswerSchema = z.object({
  holder: person.nullable(),
  youHold: z.boolean(),
  others: z.array(person),
});
