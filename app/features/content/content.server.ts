import { and, desc, eq, gt, isNotNull, lte, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../../db/client.server.ts";
import { contentPresence, contentRevisions, siteContent, users } from "../../../db/schema.ts";
import type { Config } from "../../../server/config.server.ts";
import type { AppLoadContext } from "../../lib/app-context.server.ts";
import { appSecret } from "../../lib/app-secret.server.ts";
import { HttpError } from "../../lib/http-error.ts";
import {
  defaultLocalePaths,
  localePaths,
  type PublicPage,
  pathOfPage,
} from "../../lib/locale-paths.ts";
import { hasSignature, signature } from "../../lib/signature.server.ts";
import { answersLocale, type SiteFacts } from "../../lib/site-facts.ts";
import { defaultHomeContent, defaultSiteContent } from "./defaults.ts";
import { englishHomeContent, englishSiteContent } from "./defaults-en.ts";
import {
  type ContentKey,
  type ContentLocale,
  type ContentOf,
  type ContentStatus,
  contentDocuments,
  contentKeys,
  contentMessages,
  defaultContentLocale,
} from "./documents.ts";
import { legalSeed } from "./legal-seed.ts";

type Row = typeof siteContent.$inferSelect;

/** The row of one document in one locale. */
function documentRow(key: string, locale: string) {
  return and(eq(siteContent.key, key), eq(siteContent.locale, locale));
}
type Person = { id: number; name: string };

/** The public cache's tags of the pages that show each document (docs/architecture.md#content). */
export const contentTags: Record<ContentKey, string> = {
  site: "content:site",
  home: "content:home",
  privacy: "content:privacy",
  terms: "content:terms",
};

/** Where each document shows: the page its preview link opens, in the document's locale. */
const contentPages: Record<ContentKey, PublicPage> = {
  site: { page: "home" },
  home: { page: "home" },
  privacy: { page: "privacy" },
  terms: { page: "terms" },
};

export function contentPath(key: ContentKey, locale: ContentLocale): string {
  const paths = localePaths.find((candidate) => candidate.locale === locale) ?? defaultLocalePaths;
  return pathOfPage(contentPages[key], paths);
}

/**
 * Revision 1 of a document in a locale: today's texts (`SITE_*` settings for the site's facts),
 * and their English translation for the site and home documents. Null where a locale has none
 * (the legal texts in English): that version starts from pt-BR's text, unpublished.
 */
export function seedContent(
  key: ContentKey,
  config: Pick<Config, "site">,
  locale: ContentLocale = defaultContentLocale,
): unknown {
  const english = locale === "en";
  switch (key) {
    case "site":
      return english ? englishSiteContent(config.site) : defaultSiteContent(config.site);
    case "home":
      return english ? englishHomeContent(config.site.name) : defaultHomeContent(config.site.name);
    case "privacy":
    case "terms":
      return english ? null : legalSeed(key, config.site);
  }
}

/**
 * The document's row, made the first time any instance asks. pt-BR's comes from its seed, kept
 * as revision 1: the insert that wins also writes the revision, so two instances seed once.
 * Another locale's starts from its own revision 1 where it has one (the English site and home),
 * else unpublished, its draft a copy of pt-BR's published text to translate: its pages show
 * pt-BR's until it is published. A locale SITE_LOCALES leaves out is a 400.
 */
export async function contentRow(
  db: Db,
  config: Pick<Config, "site">,
  key: ContentKey,
  locale: ContentLocale,
): Promise<Row> {
  if (!answersLocale(config.site, locale)) {
    throw new HttpError(400, contentMessages.unknownLocale);
  }
  const [found] = await db.select().from(siteContent).where(documentRow(key, locale));
  if (found) return found;
  const seed = seedContent(key, config, locale);
  if (seed !== null) {
    await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(siteContent)
        .values({ key, locale, published: seed })
        .onConflictDoNothing()
        .returning({ key: siteContent.key });
      if (inserted.length > 0) {
        await tx.insert(contentRevisions).values({ key, locale, data: seed, authorId: null });
      }
    });
  } else {
    const original = await contentRow(db, config, key, defaultContentLocale);
    await db
      .insert(siteContent)
      .values({ key, locale, published: null, publishedAt: null, draft: original.published })
      .onConflictDoNothing();
  }
  const [row] = await db.select().from(siteContent).where(documentRow(key, locale));
  return row!;
}

/** The published fields of a document, for the public pages. */
export async function publishedContent<K extends ContentKey>(
  db: Db,
  config: Config,
  key: K,
  locale: ContentLocale,
): Promise<ContentOf[K]> {
  return documentForPage(db, config, key, false, locale);
}

/**
 * The published document with the revision that keeps it: each publish (and the seed) writes
 * one, so the newest is what visitors see. Its id names that text for good (the privacy
 * policy's version, docs/product.md#consent). A locale whose version is not published yet shows
 * pt-BR's, and so names pt-BR's revision.
 */
export async function publishedRevision<K extends ContentKey>(
  db: Db,
  config: Pick<Config, "site">,
  key: K,
  locale: ContentLocale = defaultContentLocale,
): Promise<{ id: number; data: ContentOf[K] }> {
  const shown =
    locale !== defaultContentLocale &&
    (await contentRow(db, config, key, locale)).published !== null
      ? locale
      : defaultContentLocale;
  await contentRow(db, config, key, shown);
  const [revision] = await db
    .select({ id: contentRevisions.id, data: contentRevisions.data })
    .from(contentRevisions)
    .where(and(eq(contentRevisions.key, key), eq(contentRevisions.locale, shown)))
    .orderBy(desc(contentRevisions.id))
    .limit(1);
  return { id: revision!.id, data: revision!.data as ContentOf[K] };
}

function statusOf(row: Row): ContentStatus {
  if (row.scheduledAt) return "scheduled";
  return row.draft === null ? "published" : "draft";
}

/** A locale's version not yet published: its pages show pt-BR's. */
const untranslated = (row: Row) => row.published === null;

async function personOf(db: Db, id: number | null): Promise<Person | null> {
  if (id === null) return null;
  const [user] = await db
    .select({ id: users.id, name: users.fullName })
    .from(users)
    .where(eq(users.id, id));
  return user ?? null;
}

export async function listContent(db: Db, config: Config, locale: ContentLocale) {
  const rows = [];
  for (const key of contentKeys) {
    const row = await contentRow(db, config, key, locale);
    rows.push({
      key,
      title: contentDocuments[key].title,
      status: statusOf(row),
      untranslated: untranslated(row),
      updatedAt: row.updatedAt.toISOString(),
      publishedAt: row.publishedAt?.toISOString() ?? null,
      scheduledAt: row.scheduledAt?.toISOString() ?? null,
    });
  }
  return rows;
}

async function detailOf(db: Db, key: ContentKey, row: Row) {
  return {
    key,
    title: contentDocuments[key].title,
    draft: (row.draft ?? row.published) as Record<string, unknown>,
    published: row.published as Record<string, unknown> | null,
    version: row.version,
    status: statusOf(row),
    untranslated: untranslated(row),
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: await personOf(db, row.updatedBy),
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

export async function contentDetail(
  db: Db,
  config: Config,
  key: ContentKey,
  locale: ContentLocale,
) {
  return detailOf(db, key, await contentRow(db, config, key, locale));
}

const timeFormat = new Intl.DateTimeFormat("pt-BR", {
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "America/Sao_Paulo",
});

/** Validates the fields with the document's schema: a refusal is a 400 with each field's message. */
export function validContent(key: ContentKey, data: unknown): Record<string, unknown> {
  const parsed = contentDocuments[key].schema.safeParse(data);
  if (parsed.success) return parsed.data as Record<string, unknown>;
  const errors = parsed.error.issues.map((issue) => ({
    path: ["data", ...issue.path].join("."),
    message: issue.message,
  }));
  throw new HttpError(400, errors[0]?.message ?? "Dados inválidos", { errors });
}

/** Saves the draft only; a save based on an older version is refused with who changed it and when. */
export async function saveDraft(
  db: Db,
  config: Config,
  key: ContentKey,
  locale: ContentLocale,
  userId: number,
  input: { data: unknown; version: number },
) {
  const data = validContent(key, input.data);
  await contentRow(db, config, key, locale);
  const [saved] = await db
    .update(siteContent)
    .set({
      draft: data,
      version: sql`${siteContent.version} + 1`,
      updatedAt: new Date(),
      updatedBy: userId,
    })
    .where(and(documentRow(key, locale), eq(siteContent.version, input.version)))
    .returning();
  if (!saved) {
    const current = await contentRow(db, config, key, locale);
    const by = await personOf(db, current.updatedBy);
    throw new HttpError(
      409,
      contentMessages.stale(by?.name ?? "outra pessoa", timeFormat.format(current.updatedAt)),
    );
  }
  return { version: saved.version, updatedAt: saved.updatedAt.toISOString() };
}

/**
 * Publishes the draft (or re-publishes what is live when nothing is pending) at once and keeps
 * it as a revision. Runs in one statement per row so two instances never publish twice.
 */
async function publishNow(db: Db, key: ContentKey, locale: ContentLocale, userId: number | null) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(siteContent).where(documentRow(key, locale)).for("update");
    if (!row) throw new HttpError(404, contentMessages.unknownKey);
    const data = row.draft ?? row.published;
    const now = new Date();
    const [published] = await tx
      .update(siteContent)
      .set({
        published: data,
        draft: null,
        publishedAt: now,
        scheduledAt: null,
        scheduledBy: null,
        version: sql`${siteContent.version} + 1`,
      })
      .where(documentRow(key, locale))
      .returning();
    await tx.insert(contentRevisions).values({ key, locale, data, authorId: userId });
    return published!;
  });
}

export async function publishContent(
  db: Db,
  config: Config,
  key: ContentKey,
  locale: ContentLocale,
  userId: number,
  at: Date | undefined,
) {
  await contentRow(db, config, key, locale);
  if (at && at.getTime() > Date.now()) {
    const [row] = await db
      .update(siteContent)
      .set({ scheduledAt: at, scheduledBy: userId })
      .where(documentRow(key, locale))
      .returning();
    return {
      status: statusOf(row!),
      publishedAt: row!.publishedAt?.toISOString() ?? null,
      scheduledAt: at.toISOString(),
    };
  }
  if (at) throw new HttpError(400, contentMessages.pastSchedule);
  const row = await publishNow(db, key, locale, userId);
  return { status: statusOf(row), publishedAt: row.publishedAt!.toISOString(), scheduledAt: null };
}

export async function cancelSchedule(
  db: Db,
  config: Config,
  key: ContentKey,
  locale: ContentLocale,
) {
  await contentRow(db, config, key, locale);
  const [row] = await db
    .update(siteContent)
    .set({ scheduledAt: null, scheduledBy: null })
    .where(and(documentRow(key, locale), isNotNull(siteContent.scheduledAt)))
    .returning();
  if (!row) throw new HttpError(404, contentMessages.nothingScheduled);
  return {
    status: statusOf(row),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    scheduledAt: null,
  };
}

/**
 * Publishes every document whose time has come. Each row is claimed by its conditional update
 * inside `publishNow` (row lock), so with several instances each schedule publishes once.
 * Answers the tags of the pages that changed.
 */
export async function publishDue(db: Db, now = new Date()): Promise<ContentKey[]> {
  const due = await db
    .select({ key: siteContent.key, locale: siteContent.locale, by: siteContent.scheduledBy })
    .from(siteContent)
    .where(lte(siteContent.scheduledAt, now));
  const done: ContentKey[] = [];
  for (const { key, locale, by } of due) {
    const claimed = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(siteContent)
        .set({ scheduledAt: null })
        .where(and(documentRow(key, locale), lte(siteContent.scheduledAt, now)))
        .returning();
      return row;
    });
    if (!claimed) continue;
    await publishNow(db, key as ContentKey, locale as ContentLocale, by);
    done.push(key as ContentKey);
  }
  return done;
}

/** Field-by-field differences between two versions of a document, labelled from its schema. */
export function changesBetween(
  schema: z.ZodType,
  before: unknown,
  after: unknown,
): { path: string; label: string; before: unknown; after: unknown }[] {
  const changes: { path: string; label: string; before: unknown; after: unknown }[] = [];
  const walk = (
    s: z.ZodType | undefined,
    a: unknown,
    b: unknown,
    path: string[],
    labels: string[],
  ) => {
    const meta = (s?.meta() ?? {}) as { label?: string; widget?: string; itemLabel?: string };
    const here = meta.label ? [...labels, meta.label] : labels;
    if (JSON.stringify(a) === JSON.stringify(b)) return;
    const def = s?._zod.def as
      | { type?: string; shape?: Record<string, z.ZodType>; element?: z.ZodType }
      | undefined;
    if (def?.type === "object" && meta.widget !== "image" && isRecord(a) && isRecord(b)) {
      for (const name of Object.keys(def.shape ?? {})) {
        walk(def.shape?.[name], a[name], b[name], [...path, name], here);
      }
      return;
    }
    if (def?.type === "array" && Array.isArray(a) && Array.isArray(b)) {
      const length = Math.max(a.length, b.length);
      for (let i = 0; i < length; i++) {
        walk(
          def.element,
          a[i],
          b[i],
          [...path, String(i)],
          [...here, `${meta.itemLabel ?? "Item"} ${i + 1}`],
        );
      }
      return;
    }
    changes.push({
      path: path.join("."),
      label: here.join(" › "),
      before: a ?? null,
      after: b ?? null,
    });
  };
  walk(schema, before, after, [], []);
  return changes;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export async function listRevisions(
  db: Db,
  config: Config,
  key: ContentKey,
  locale: ContentLocale,
) {
  await contentRow(db, config, key, locale);
  const rows = await db
    .select({
      id: contentRevisions.id,
      createdAt: contentRevisions.createdAt,
      data: contentRevisions.data,
      authorId: users.id,
      authorName: users.fullName,
    })
    .from(contentRevisions)
    .leftJoin(users, eq(users.id, contentRevisions.authorId))
    .where(and(eq(contentRevisions.key, key), eq(contentRevisions.locale, locale)))
    .orderBy(contentRevisions.id);
  const schema = contentDocuments[key].schema;
  return rows
    .map((row, index) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      author:
        row.authorId !== null && row.authorName !== null
          ? { id: row.authorId, name: row.authorName }
          : null,
      changes: index === 0 ? [] : changesBetween(schema, rows[index - 1]!.data, row.data),
    }))
    .reverse();
}

/** Copies a revision into the draft only; the public pages change at the next publish. */
export async function restoreRevision(
  db: Db,
  config: Config,
  key: ContentKey,
  locale: ContentLocale,
  userId: number,
  id: number,
) {
  await contentRow(db, config, key, locale);
  const [revision] = await db
    .select()
    .from(contentRevisions)
    .where(
      and(
        eq(contentRevisions.id, id),
        eq(contentRevisions.key, key),
        eq(contentRevisions.locale, locale),
      ),
    );
  if (!revision) throw new HttpError(404, contentMessages.revisionNotFound);
  const [row] = await db
    .update(siteContent)
    .set({
      draft: revision.data,
      version: sql`${siteContent.version} + 1`,
      updatedAt: new Date(),
      updatedBy: userId,
    })
    .where(documentRow(key, locale))
    .returning();
  return detailOf(db, key, row!);
}

// ---- Preview: a signed link, valid 24 h, that shows the draft without a session ----

const PREVIEW_PURPOSE = "content-preview:";
export const PREVIEW_TTL_MS = 24 * 60 * 60 * 1000;

export async function previewUrl(
  db: Db,
  config: Config,
  key: ContentKey,
  locale: ContentLocale,
  now = Date.now(),
) {
  await contentRow(db, config, key, locale);
  const secret = await appSecret(db, config.appSecret);
  const payload = `${key}.${locale}.${now + PREVIEW_TTL_MS}`;
  const token = `${Buffer.from(payload, "utf8").toString("base64url")}.${signature(secret, PREVIEW_PURPOSE, payload)}`;
  return { url: `${config.site.url}${contentPath(key, locale)}?previa=${token}` };
}

/** The document and locale a preview token was made for, or null when it is forged or expired. */
export async function verifyPreview(
  db: Db,
  config: Config,
  token: string,
  now = Date.now(),
): Promise<{ key: ContentKey; locale: ContentLocale } | null> {
  if (token.length > 300) return null;
  const parts = token.split(".");
  if (parts.length !== 2) return null;
  const [encoded, signed] = parts as [string, string];
  if (!/^[\w-]+$/.test(encoded) || !/^[\w-]+$/.test(signed)) return null;
  const payload = Buffer.from(encoded, "base64url").toString("utf8");
  const match = /^(\w+)\.([\w-]+)\.(\d+)$/.exec(payload);
  if (!match) return null;
  const [, key, locale, expires] = match as unknown as [string, string, string, string];
  if (!(contentKeys as readonly string[]).includes(key)) return null;
  if (!answersLocale(config.site, locale)) return null;
  if (Number(expires) < now) return null;
  const secret = await appSecret(db, config.appSecret);
  if (!hasSignature(secret, PREVIEW_PURPOSE, payload, signed)) return null;
  return { key: key as ContentKey, locale: locale as ContentLocale };
}

// ---- Presence: who has the form open, and who holds the edit ----

export const PRESENCE_TTL_MS = 45_000;

export async function touchPresence(
  db: Db,
  config: Config,
  key: ContentKey,
  locale: ContentLocale,
  userId: number,
  takeOver: boolean,
  now = new Date(),
) {
  const fresh = new Date(now.getTime() - PRESENCE_TTL_MS);
  await contentRow(db, config, key, locale);
  return db.transaction(async (tx) => {
    // One document's presence at a time: the row lock orders concurrent calls.
    await tx.execute(
      sql`select 1 from ${siteContent} where ${siteContent.key} = ${key} and ${siteContent.locale} = ${locale} for update`,
    );
    await tx
      .insert(contentPresence)
      .values({ key, locale, userId, seenAt: now })
      .onConflictDoUpdate({
        target: [contentPresence.key, contentPresence.locale, contentPresence.userId],
        set: { seenAt: now },
      });
    const present = await tx
      .select({
        id: users.id,
        name: users.fullName,
        heldSince: contentPresence.heldSince,
      })
      .from(contentPresence)
      .innerJoin(users, eq(users.id, contentPresence.userId))
      .where(
        and(
          eq(contentPresence.key, key),
          eq(contentPresence.locale, locale),
          gt(contentPresence.seenAt, fresh),
        ),
      );
    const holders = present
      .filter((p) => p.heldSince !== null)
      .sort((a, b) => b.heldSince!.getTime() - a.heldSince!.getTime());
    let holder = holders[0] ?? null;
    if (takeOver || !holder) {
      await tx
        .update(contentPresence)
        .set({ heldSince: now })
        .where(
          and(
            eq(contentPresence.key, key),
            eq(contentPresence.locale, locale),
            eq(contentPresence.userId, userId),
          ),
        );
      holder = present.find((p) => p.id === userId) ?? null;
    }
    return {
      holder: holder ? { id: holder.id, name: holder.name } : null,
      youHold: holder?.id === userId,
      others: present.filter((p) => p.id !== userId).map((p) => ({ id: p.id, name: p.name })),
    };
  });
}

export async function leavePresence(
  db: Db,
  key: ContentKey,
  locale: ContentLocale,
  userId: number,
) {
  await db
    .delete(contentPresence)
    .where(
      and(
        eq(contentPresence.key, key),
        eq(contentPresence.locale, locale),
        eq(contentPresence.userId, userId),
      ),
    );
}

/**
 * The site's facts as every page shows them (header, footer, contact, JSON-LD, sitemap): the
 * published `site` document over the configured ones (the `SITE_*` settings are its first-start
 * defaults; the site's URL, ads and privacy facts stay configuration). `draft`: the pending
 * changes instead, for a preview link.
 */
export async function publishedSiteFacts(
  db: Db,
  config: Config,
  draft = false,
  locale: ContentLocale = defaultContentLocale,
): Promise<SiteFacts> {
  const site = await documentForPage(db, config, "site", draft);
  // The facts (name, contacts, address, networks) are the agency's in every language: pt-BR's
  // version holds them; another language's gives only its texts.
  const texts =
    locale === defaultContentLocale
      ? site
      : await documentForPage(db, config, "site", draft, locale);
  return {
    ...config.site,
    name: site.name,
    email: site.email,
    whatsapp: site.whatsapp,
    phoneDisplay: site.phoneDisplay,
    streetAddress: site.address.street,
    city: site.address.city,
    region: site.address.region,
    postalCode: site.address.postalCode,
    instagram: site.social.instagram,
    facebook: site.social.facebook,
    linkedin: site.social.linkedin,
    hours: texts.hours.map(({ text }) => text),
    footerBlurb: texts.footerBlurb,
    newsletterHeading: texts.newsletterHeading,
    newsletterText: texts.newsletterText,
  };
}

/**
 * A document as a page in `locale` shows it: the published fields, or (`draft`, on the
 * document's preview link) the pending changes when there are any. Another locale's version not
 * yet published (or not yet opened by staff) is pt-BR's.
 */
export async function documentForPage<K extends ContentKey>(
  db: Db,
  config: Config,
  key: K,
  draft: boolean,
  locale: ContentLocale = defaultContentLocale,
): Promise<ContentOf[K]> {
  if (locale !== defaultContentLocale) {
    const [found] = await db.select().from(siteContent).where(documentRow(key, locale));
    // A version with its own revision 1 is made on its first read, as pt-BR's is.
    const row =
      found ??
      (seedContent(key, config, locale) !== null
        ? await contentRow(db, config, key, locale)
        : undefined);
    const shown = draft ? (row?.draft ?? row?.published) : row?.published;
    if (shown) return shown as ContentOf[K];
  }
  const row = await contentRow(db, config, key, defaultContentLocale);
  return (draft ? (row.draft ?? row.published) : row.published) as ContentOf[K];
}

/** A page loader's document, typed: what the request's load context reads (published or previewed). */
export function pageContent<K extends ContentKey>(
  context: Pick<AppLoadContext, "content">,
  key: K,
): Promise<ContentOf[K]> {
  return context.content(key) as Promise<ContentOf[K]>;
}

/**
 * What a page request's `?previa=` asks for: nothing (no parameter), the previewed document,
 * or "refused" (forged, expired, malformed: the page answers 404 and shows nothing of a draft).
 */
export async function pagePreview(
  db: Db,
  config: Config,
  token: string | undefined,
): Promise<{ key: ContentKey; locale: ContentLocale } | "refused" | null> {
  if (token === undefined) return null;
  return (await verifyPreview(db, config, token)) ?? "refused";
}

/** The 'Pré-visualização' band and `noindex`, written into a previewed page's HTML. */
export function withPreviewBand(html: string): string {
  const band =
    '<div role="status" style="position:fixed;inset:auto 0 0 0;z-index:100;padding:.5rem 1rem;background:#c5f25c;color:#070b18;font:600 14px/1.4 system-ui,sans-serif;text-align:center">Pré-visualização: rascunho não publicado</div>';
  return html
    .replace("</head>", '<meta name="robots" content="noindex"></head>')
    .replace("</body>", `${band}</body>`);
}
