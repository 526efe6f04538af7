import { z } from "zod";
import { errorMessages } from "../../lib/http-error.ts";
import { normalizeCategory, type ProjectCategory } from "../../lib/project-categories.ts";
import { boundedText, text } from "../../lib/schema-helpers.ts";

/**
 * Project input schemas with docs/product.md#validation's pt-BR messages, shared by the admin form and the API.
 * Isomorphic: no server code here.
 */

export const projectMessages = {
  titleMin: "O título deve ter pelo menos 3 caracteres",
  titleMax: "O título não pode exceder 100 caracteres",
  slugMin: "O slug deve ter pelo menos 3 caracteres",
  slugMax: "O slug não pode exceder 100 caracteres",
  slugPattern: "O slug deve conter apenas letras minúsculas, números e hífens",
  descriptionMin: "A descrição deve ter pelo menos 10 caracteres",
  descriptionFormMax: "A descrição não pode exceder 500 caracteres",
  descriptionMax: "A descrição não pode exceder 2000 caracteres",
  category: "Selecione uma categoria",
  imageUrlRequired: "A URL da imagem é obrigatória",
  imageUrlInvalid: "URL da imagem inválida",
  projectUrlInvalid: "URL do projeto inválida",
  urlMax: "A URL não pode exceder 2048 caracteres",
  projectDate: "Data do projeto inválida",
  featured: "O campo destacado deve ser verdadeiro ou falso",
  active: "O campo ativo deve ser verdadeiro ou falso",
  altRequired: "Descrição da imagem é obrigatória",
  altMax: "A descrição da imagem não pode exceder 200 caracteres",
  titleEnMin: "O título em inglês deve ter pelo menos 3 caracteres",
  titleEnMax: "O título em inglês não pode exceder 100 caracteres",
  slugEnMin: "O slug em inglês deve ter pelo menos 3 caracteres",
  slugEnMax: "O slug em inglês não pode exceder 100 caracteres",
  slugEnPattern: "O slug em inglês deve conter apenas letras minúsculas, números e hífens",
  descriptionEnMin: "A descrição em inglês deve ter pelo menos 10 caracteres",
  descriptionEnFormMax: "A descrição em inglês não pode exceder 500 caracteres",
  descriptionEnMax: "A descrição em inglês não pode exceder 2000 caracteres",
  altEnMax: "A descrição da imagem em inglês não pode exceder 200 caracteres",
  slugEnTaken: "Já existe um projeto com este slug em inglês",
  emptyUpdate: "Informe ao menos um campo para atualizar",
  orderedIds: "Envie a lista completa de projetos na nova ordem",
  orderedIdInvalid: "Identificador de projeto inválido",
  orderedIdsMismatch: "A nova ordem deve conter cada projeto exatamente uma vez",
} as const;

const URL_MAX = 2048;
const SLUG_PATTERN = /^[a-z0-9-]+$/;
// A body that is not a JSON object (null, an array, a string) gets a pt-BR message too.
const objectError = { error: errorMessages.invalidData };
// Only plain path characters under /media/: no dots-only segments, no percent escapes
// (browsers decode %2e%2e as ".."), no query, nothing a browser could read as another origin.
const MEDIA_PATH = /^\/media\/[A-Za-z0-9._~-]+(?:\/[A-Za-z0-9._~-]+)*$/;

/**
 * docs/product.md#api-conventions: stored URLs are http(s) with a host, or a file under the site's own /media/.
 * Everything else (javascript:, data:, protocol-relative //host, relative paths) is refused.
 */
export function isSafeUrl(value: string): boolean {
  if (value.startsWith("/")) {
    return MEDIA_PATH.test(value) && !value.split("/").some((s) => s === "." || s === "..");
  }
  // Whitespace and control characters are silently dropped by URL parsers: refuse them.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: that is the point of the check
  if (/[\s\u0000-\u001f\u007f\\]/.test(value) || !/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** A required URL: missing or empty gives `requiredMessage`, anything unsafe `invalidMessage`. */
function requiredUrl(requiredMessage: string, invalidMessage: string) {
  return text((issue) => (issue.input === undefined ? requiredMessage : invalidMessage))
    .min(1, { error: requiredMessage, abort: true })
    .max(URL_MAX, projectMessages.urlMax)
    .refine(isSafeUrl, invalidMessage);
}

/** Optional project URL: empty string and null both mean "none" and are stored as null. */
const projectUrlField = text(projectMessages.projectUrlInvalid)
  .max(URL_MAX, projectMessages.urlMax)
  .refine((v) => v === "" || isSafeUrl(v), projectMessages.projectUrlInvalid)
  .nullable()
  .transform((v) => (v === "" || v === null ? null : v));

const categoryField = text(projectMessages.category).transform((value, ctx): ProjectCategory => {
  const category = normalizeCategory(value);
  if (category) return category;
  ctx.addIssue({ code: "custom", message: projectMessages.category });
  return z.NEVER;
});

// A date-only "yyyy-MM-dd" (what a date picker means) is pinned to 12:00 UTC so it is the same
// calendar day in São Paulo and everywhere else. Other strings must be ISO 8601 date-times;
// loose formats parse differently from one JS engine to another. Empty and null mean "not given".
function toDate(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value !== "string") return value;
  const text = value.trim();
  if (text === "") return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    const date = new Date(`${text}T12:00:00.000Z`);
    // Refuse rolled-over days such as 2024-02-30.
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text)
      ? date
      : new Date(Number.NaN);
  }
  if (/^\d{4}-\d{2}-\d{2}T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?$/.test(text)) return new Date(text);
  return value;
}

const dateValue = z
  .date({ error: projectMessages.projectDate })
  .refine((d) => d.getUTCFullYear() >= 1900 && d.getUTCFullYear() <= 2100, {
    message: projectMessages.projectDate,
  });

/** Absent, null or empty: undefined (create then defaults to now, update leaves it as is). */
const optionalDate = z.preprocess(toDate, dateValue.optional());

const featuredField = z.boolean({ error: projectMessages.featured });
const activeField = z.boolean({ error: projectMessages.active });

function descriptionField(
  max: number,
  maxMessage: string,
  minMessage: string = projectMessages.descriptionMin,
) {
  return boundedText(10, minMessage, max, maxMessage, { multiline: true });
}

/**
 * An optional English text (docs/product.md#portfolio-english): empty, blank or null means "none"
 * (stored as null, English pages then show the pt-BR text); otherwise the same rule as its
 * pt-BR twin.
 */
function optionalEnglish(
  field: z.ZodType<string, string>,
  typeMessage: string,
  options: { multiline?: boolean } = {},
) {
  return text(typeMessage, options)
    .nullable()
    .transform((value) => (value === "" || value === null ? null : value))
    .pipe(field.nullable());
}

function slugField(min: string, max: string, pattern: string) {
  return text(min).min(3, min).max(100, max).regex(SLUG_PATTERN, pattern);
}

const englishFields = {
  titleEn: optionalEnglish(
    boundedText(3, projectMessages.titleEnMin, 100, projectMessages.titleEnMax),
    projectMessages.titleEnMin,
  ),
  slugEn: optionalEnglish(
    slugField(projectMessages.slugEnMin, projectMessages.slugEnMax, projectMessages.slugEnPattern),
    projectMessages.slugEnPattern,
  ),
};

function descriptionEnField(max: number, maxMessage: string) {
  const field = descriptionField(max, maxMessage, projectMessages.descriptionEnMin);
  return optionalEnglish(field, projectMessages.descriptionEnMin, {
    multiline: true,
  });
}

/** The fields every project input shares, none defaulted (the update schema needs them bare). */
const baseFields = {
  title: boundedText(3, projectMessages.titleMin, 100, projectMessages.titleMax),
  slug: slugField(projectMessages.slugMin, projectMessages.slugMax, projectMessages.slugPattern),
  category: categoryField,
  imageUrl: requiredUrl(projectMessages.imageUrlRequired, projectMessages.imageUrlInvalid),
};

function fullProjectSchema(
  descriptionMax: number,
  descriptionMaxMessage: string,
  descriptionEnMaxMessage: string,
) {
  return z.object(
    {
      ...baseFields,
      description: descriptionField(descriptionMax, descriptionMaxMessage),
      titleEn: englishFields.titleEn.optional().transform((v) => v ?? null),
      slugEn: englishFields.slugEn.optional().transform((v) => v ?? null),
      descriptionEn: descriptionEnField(descriptionMax, descriptionEnMaxMessage)
        .optional()
        .transform((v) => v ?? null),
      projectUrl: projectUrlField.optional().transform((v) => v ?? null),
      projectDate: optionalDate.transform((v) => v ?? new Date()),
      featured: featuredField.default(false),
      active: activeField.default(true),
    },
    objectError,
  );
}

/** The admin project form (docs/product.md#validation): description 10 to 500. */
export const projectFormSchema = fullProjectSchema(
  500,
  projectMessages.descriptionFormMax,
  projectMessages.descriptionEnFormMax,
);

/** POST /api/admin/portfolio: the stored-data limits, description 10 to 2000. */
export const projectCreateSchema = fullProjectSchema(
  2000,
  projectMessages.descriptionMax,
  projectMessages.descriptionEnMax,
);

/** PATCH /api/admin/portfolio/{id}: any subset of the fields, at least one of them. */
export const projectUpdateSchema = z
  .object(
    {
      title: baseFields.title.optional(),
      slug: baseFields.slug.optional(),
      category: baseFields.category.optional(),
      imageUrl: baseFields.imageUrl.optional(),
      description: descriptionField(2000, projectMessages.descriptionMax).optional(),
      titleEn: englishFields.titleEn.optional(),
      slugEn: englishFields.slugEn.optional(),
      descriptionEn: descriptionEnField(2000, projectMessages.descriptionEnMax).optional(),
      projectUrl: projectUrlField.optional(),
      projectDate: optionalDate,
      featured: featuredField.optional(),
      active: activeField.optional(),
    },
    objectError,
  )
  .refine((v) => Object.values(v).some((field) => field !== undefined), {
    message: projectMessages.emptyUpdate,
  });

/** An additional image, in the form and in POST /api/admin/portfolio/{id}/images. */
export const projectImageSchema = z.object(
  {
    imageUrl: requiredUrl(projectMessages.imageUrlInvalid, projectMessages.imageUrlInvalid),
    alt: boundedText(1, projectMessages.altRequired, 200, projectMessages.altMax),
    altEn: optionalEnglish(
      boundedText(1, projectMessages.altEnMax, 200, projectMessages.altEnMax),
      projectMessages.altEnMax,
    )
      .optional()
      .transform((v) => v ?? null),
  },
  objectError,
);

export const projectFeaturedSchema = z.object({ featured: featuredField }, objectError);
export const projectActiveSchema = z.object({ active: activeField }, objectError);

export const reorderSchema = z.object(
  {
    orderedIds: z
      .array(
        z
          .number({ error: projectMessages.orderedIdInvalid })
          .int(projectMessages.orderedIdInvalid)
          .positive(projectMessages.orderedIdInvalid)
          .max(2_147_483_647, projectMessages.orderedIdInvalid),
        { error: projectMessages.orderedIds },
      )
      .max(10_000, projectMessages.orderedIds),
  },
  objectError,
);

/**
 * Whether `value` could be a stored slug at all (the create and update rules). Anything else
 * names no project: it is answered "not found" without asking the database.
 */
export function isProjectSlug(value: string): boolean {
  return value.length >= 3 && value.length <= 100 && SLUG_PATTERN.test(value);
}

/** The `{slug}` of GET /api/portfolio/{slug}: control characters are a 400 like in any field. */
export const projectSlugParamSchema = text(projectMessages.slugPattern, { trim: false });

/** GET /api/portfolio?category=: either spelling, 'all' or nothing (the service reads it). */
export const publicProjectsQuerySchema = z.object(
  { category: text(projectMessages.category).optional() },
  objectError,
);

export type ProjectFormValues = z.input<typeof projectFormSchema>;
export type ProjectFormOutput = z.output<typeof projectFormSchema>;
export type ProjectCreateInput = z.output<typeof projectCreateSchema>;
export type ProjectUpdateInput = z.output<typeof projectUpdateSchema>;
export type ProjectImageInput = z.output<typeof projectImageSchema>;
