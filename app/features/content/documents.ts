import { z } from "zod";
import { text } from "../../lib/schema-helpers.ts";

/**
 * The site's editable content documents (docs/product.md#content): each a typed set of fields
 * declared once here. The back office's form is generated from these schemas (`schema.shape`
 * and each field's `.meta()`), and the server validates every save with them. Client-safe: no
 * server import.
 */
export const contentKeys = ["site", "home", "privacy", "terms"] as const;
export type ContentKey = (typeof contentKeys)[number];

/**
 * The locales a document can be written in: the site's (app/lib/locale-paths.ts). The locale is
 * part of every stored row's key; a server accepts those of SITE_LOCALES.
 */
export const contentLocales = ["pt-BR", "en"] as const;
export type ContentLocale = (typeof contentLocales)[number];
export const defaultContentLocale: ContentLocale = "pt-BR";

export type ContentWidget = "textarea" | "richtext" | "image" | "icon" | "url" | "email" | "tel";

/** What every field of a content schema declares for the form and the history's labels. */
export interface ContentFieldMeta {
  label: string;
  widget?: ContentWidget;
  hint?: string;
  /** Lists only: how one item is called ('Serviço 1'). */
  itemLabel?: string;
}

function field(label: string, min: number, max: number, options: { multiline?: boolean } = {}) {
  const required = `${label}: campo obrigatório`;
  const schema = text(`${label}: texto inválido`, options).max(
    max,
    `${label}: máximo de ${max} caracteres`,
  );
  return min > 0 ? schema.min(min, required) : schema;
}

function line(label: string, max: number, meta: Omit<ContentFieldMeta, "label"> = {}) {
  return field(label, 1, max).meta({ label, ...meta });
}

function paragraph(label: string, max: number, hint?: string) {
  return field(label, 1, max, { multiline: true }).meta({
    label,
    widget: "textarea",
    ...(hint ? { hint } : {}),
  });
}

const httpUrlMessage = "Informe um endereço que comece com https:// ou http://";

/** An http(s) address, or empty (the network is then not shown). */
function socialUrl(label: string) {
  return field(label, 0, 300)
    .refine((value) => value === "" || /^https?:\/\/[^\s]+$/i.test(value), {
      error: httpUrlMessage,
    })
    .meta({ label, widget: "url", hint: "Deixe em branco para não mostrar" });
}

/**
 * An image slot: a media library item and its alternative text. `mediaId: null` is the slot's
 * built-in illustration (what a fresh installation shows).
 */
export function imageField(label: string) {
  return z
    .object({
      mediaId: z
        .number({ error: `${label}: imagem inválida` })
        .int(`${label}: imagem inválida`)
        .positive(`${label}: imagem inválida`)
        .nullable(),
      alt: field(`${label} (texto alternativo)`, 1, 200).meta({
        label: "Texto alternativo",
        hint: "Descreva a imagem para quem não pode vê-la",
      }),
    })
    .meta({ label, widget: "image" });
}

/** The icons the services section can show (the same set the site already draws). */
export const serviceIcons = [
  "building",
  "pointer",
  "dashboard",
  "smartphone",
  "bag",
  "puzzle",
] as const;
export type ServiceIcon = (typeof serviceIcons)[number];
export const serviceIconLabels: Record<ServiceIcon, string> = {
  building: "Prédio",
  pointer: "Cursor",
  dashboard: "Painel",
  smartphone: "Celular",
  bag: "Sacola",
  puzzle: "Quebra-cabeça",
};

// ---- Rich text: Lexical's serialized editor state, limited to the nodes the site renders ----

/** Limits of one rich-text document: how deep nodes may nest and how large it may be. */
export const richTextLimits = { maxDepth: 12, maxNodes: 5000, maxChars: 200_000 } as const;

export const richTextMessages = {
  invalid: "Texto formatado inválido",
  tooDeep: "Texto formatado com níveis demais",
  tooLarge: "Texto formatado grande demais",
  badLink: "Link inválido: use https://, http://, mailto: ou tel:",
} as const;

/** Only these link targets pass; `javascript:`, `data:` and the rest are refused. */
export function isSafeHref(href: string): boolean {
  return /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i.test(href.trim());
}

type RichNode = { type: string; [key: string]: unknown };

const allowedTypes = new Set([
  "root",
  "paragraph",
  "heading",
  "quote",
  "list",
  "listitem",
  "text",
  "linebreak",
  "link",
  "autolink",
]);
const headingTags = new Set(["h2", "h3", "h4"]);
const listTypes = new Set(["bullet", "number"]);

/** Walks a serialized tree, answering the first problem's message (or null when it is fine). */
export function richTextProblem(state: unknown): string | null {
  if (typeof state !== "object" || state === null) return richTextMessages.invalid;
  const root = (state as { root?: unknown }).root;
  if (typeof root !== "object" || root === null || (root as RichNode).type !== "root") {
    return richTextMessages.invalid;
  }
  let nodes = 0;
  let chars = 0;
  const walk = (node: unknown, depth: number): string | null => {
    if (depth > richTextLimits.maxDepth) return richTextMessages.tooDeep;
    if (++nodes > richTextLimits.maxNodes) return richTextMessages.tooLarge;
    if (typeof node !== "object" || node === null || Array.isArray(node)) {
      return richTextMessages.invalid;
    }
    const n = node as RichNode;
    if (typeof n.type !== "string" || !allowedTypes.has(n.type)) return richTextMessages.invalid;
    if (n.type === "text") {
      if (typeof n.text !== "string") return richTextMessages.invalid;
      chars += n.text.length;
      if (chars > richTextLimits.maxChars) return richTextMessages.tooLarge;
      if (!n.text.isWellFormed() || n.text.includes("\0")) return richTextMessages.invalid;
      if (n.format !== undefined && (typeof n.format !== "number" || !Number.isInteger(n.format))) {
        return richTextMessages.invalid;
      }
      return null;
    }
    if (n.type === "linebreak") return null;
    if (n.type === "heading" && !headingTags.has(String(n.tag))) return richTextMessages.invalid;
    if (n.type === "list" && !listTypes.has(String(n.listType))) return richTextMessages.invalid;
    if (n.type === "link" || n.type === "autolink") {
      if (typeof n.url !== "string" || !isSafeHref(n.url)) return richTextMessages.badLink;
    }
    if (!Array.isArray(n.children)) return richTextMessages.invalid;
    for (const child of n.children) {
      const problem = walk(child, depth + 1);
      if (problem) return problem;
    }
    return null;
  };
  return walk(root, 0);
}

export interface RichTextState {
  root: RichNode & { children: RichNode[] };
}

function richText(label: string) {
  return z
    .custom<RichTextState>((value) => richTextProblem(value) === null, {
      error: (issue) => richTextProblem(issue.input) ?? richTextMessages.invalid,
    })
    .meta({ label, widget: "richtext" });
}

/** SEO of one public page: the title, the description and the image shared on social networks. */
function seoField(label: string) {
  return z
    .object({
      title: line("Título da página (SEO)", 70),
      description: paragraph("Descrição (SEO)", 300),
      image: imageField("Imagem de compartilhamento"),
    })
    .meta({ label });
}

const lastUpdated = z
  .string({ error: "Data da última atualização inválida" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Data da última atualização inválida")
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
    error: "Data da última atualização inválida",
  })
  .meta({ label: "Última atualização", hint: "AAAA-MM-DD" });

// ---- The documents ----

const siteSchema = z.object({
  name: line("Nome da empresa", 80),
  email: field("E-mail", 1, 254)
    .pipe(z.email({ error: "E-mail inválido" }))
    .meta({ label: "E-mail", widget: "email" }),
  whatsapp: field("WhatsApp", 1, 15)
    .regex(/^\d{10,15}$/, "WhatsApp: só dígitos, com código do país (ex.: 5511987654321)")
    .meta({ label: "WhatsApp", widget: "tel", hint: "Só dígitos, com código do país" }),
  phoneDisplay: line("Telefone (como exibido)", 30, { widget: "tel" }),
  address: z
    .object({
      street: line("Endereço", 120),
      city: line("Cidade", 60),
      region: line("Estado", 2, { hint: "Sigla, ex.: SP" }),
      postalCode: field("CEP", 1, 9)
        .regex(/^\d{5}-?\d{3}$/, "CEP inválido")
        .meta({ label: "CEP" }),
    })
    .meta({ label: "Endereço" }),
  hours: z
    .array(z.object({ text: line("Horário", 80) }).meta({ label: "Horário", itemLabel: "Linha" }))
    .min(1, "Informe ao menos um horário de atendimento")
    .max(7, "No máximo 7 linhas de horário")
    .meta({ label: "Horário de atendimento", itemLabel: "Linha" }),
  social: z
    .object({
      instagram: socialUrl("Instagram"),
      facebook: socialUrl("Facebook"),
      linkedin: socialUrl("LinkedIn"),
    })
    .meta({ label: "Redes sociais" }),
  footerBlurb: paragraph("Texto do rodapé", 300),
  newsletterHeading: line("Título da newsletter", 80),
  newsletterText: paragraph("Texto da newsletter", 300),
});

const figure = z
  .object({
    value: line("Valor", 10),
    label: line("Legenda", 40),
  })
  .meta({ label: "Número", itemLabel: "Número" });

/** A home section's heading: the eyebrow above it, the title and the lead below it. */
function sectionHeading(label: string) {
  return z
    .object({
      eyebrow: line("Chamada", 40),
      heading: line("Título", 80),
      lead: paragraph("Texto de abertura", 300),
    })
    .meta({ label });
}

const homeSchema = z.object({
  hero: z
    .object({
      eyebrow: line("Chamada acima do título", 60),
      headline: line("Título", 120, {
        hint: "O trecho entre *asteriscos* aparece em destaque colorido",
      }),
      text: paragraph("Texto", 400),
      primaryButton: line("Botão principal", 40),
      secondaryButton: line("Botão secundário", 40),
      image: imageField("Imagem"),
    })
    .meta({ label: "Topo" }),
  figures: z
    .array(figure)
    .length(4, "São exatamente 4 números")
    .meta({ label: "Números", itemLabel: "Número" }),
  about: z
    .object({
      eyebrow: line("Chamada", 40),
      heading: line("Título", 120),
      text: paragraph("Texto", 1500, "Separe os parágrafos com uma linha em branco"),
      values: z
        .array(
          z
            .object({ name: line("Nome", 40), text: paragraph("Texto", 200) })
            .meta({ label: "Valor", itemLabel: "Valor" }),
        )
        .length(4, "São exatamente 4 valores")
        .meta({ label: "Valores", itemLabel: "Valor" }),
      images: z
        .array(imageField("Imagem"))
        .length(4, "São exatamente 4 imagens")
        .meta({ label: "Imagens", itemLabel: "Imagem" }),
    })
    .meta({ label: "Quem somos" }),
  services: z
    .object({
      eyebrow: line("Chamada", 40),
      heading: line("Título", 120),
      lead: paragraph("Texto de abertura", 300),
      items: z
        .array(
          z
            .object({
              title: line("Título", 60),
              text: paragraph("Texto", 300),
              icon: z
                .enum(serviceIcons, { error: "Ícone inválido" })
                .meta({ label: "Ícone", widget: "icon" }),
            })
            .meta({ label: "Serviço", itemLabel: "Serviço" }),
        )
        .length(6, "São exatamente 6 serviços")
        .meta({ label: "Serviços", itemLabel: "Serviço" }),
    })
    .meta({ label: "Serviços" }),
  portfolio: sectionHeading("Portfólio"),
  testimonials: sectionHeading("Depoimentos"),
  closing: z
    .object({
      eyebrow: line("Chamada", 60),
      heading: line("Título", 120),
      text: paragraph("Texto", 300),
      primaryButton: line("Botão principal", 40),
      secondaryButton: line("Botão secundário", 40),
    })
    .meta({ label: "Faixa final" }),
  seo: z
    .object({
      home: seoField("Página inicial"),
      portfolio: seoField("Portfólio"),
      testimonials: seoField("Depoimentos"),
    })
    .meta({ label: "SEO" }),
});

const legalSchema = (title: string) =>
  z.object({
    eyebrow: line("Chamada", 60),
    title: line("Título", 80),
    intro: paragraph("Introdução", 400),
    lastUpdated,
    body: richText(title),
    seo: seoField("SEO"),
  });

const privacySchema = legalSchema("Texto da política");
const termsSchema = legalSchema("Texto dos termos");

export const contentDocuments = {
  site: { title: "Dados do site", schema: siteSchema },
  home: { title: "Página inicial", schema: homeSchema },
  privacy: { title: "Política de Privacidade", schema: privacySchema },
  terms: { title: "Termos de Uso", schema: termsSchema },
} as const satisfies Record<ContentKey, { title: string; schema: z.ZodObject }>;

export type SiteContent = z.output<typeof siteSchema>;
export type HomeContent = z.output<typeof homeSchema>;
export type LegalContent = z.output<typeof privacySchema>;
export interface ContentOf {
  site: SiteContent;
  home: HomeContent;
  privacy: LegalContent;
  terms: LegalContent;
}

export const contentMessages = {
  unknownKey: "Conteúdo não encontrado",
  unknownLocale: "Idioma de conteúdo não suportado",
  stale: (name: string, time: string) => `Este conteúdo foi alterado por ${name} às ${time}`,
  pastSchedule: "A data de publicação deve estar no futuro",
  nothingScheduled: "Não há publicação agendada",
  revisionNotFound: "Revisão não encontrada",
} as const;

/** The statuses a document shows in the back office's list. */
export const contentStatuses = ["published", "draft", "scheduled"] as const;
export type ContentStatus = (typeof contentStatuses)[number];
