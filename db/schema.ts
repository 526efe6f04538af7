import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { leadStatuses, privacyRequestTypes, siteLanguages } from "./value-lists.ts";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    username: varchar("username", { length: 100 }).notNull(),
    password: text("password").notNull(),
    fullName: varchar("full_name", { length: 100 }).notNull(),
    role: varchar("role", { length: 20, enum: ["admin", "editor"] })
      .notNull()
      .default("admin"),
    /** Where 'Esqueci minha senha' and the test mail go; optional, stored lower-cased. */
    email: varchar("email", { length: 254 }),
    createdAt: createdAt(),
  },
  // Unique whatever the case: `admin` and `ADMIN` would be one person to whoever signs in.
  // Sign-in looks the name up by the same expression, so this index serves it.
  (t) => [
    uniqueIndex("users_username_lower_idx").on(sql`lower(${t.username})`),
    uniqueIndex("users_email_idx").on(t.email),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    // SHA-256 of the cookie token: a leaked table cannot be replayed as cookies.
    tokenHash: varchar("token_hash", { length: 64 }).primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** The browser's User-Agent at sign-in, cut to 300 characters: the device /admin/conta lists. */
    userAgent: varchar("user_agent", { length: 300 }),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

/**
 * 'Esqueci minha senha' links (docs/product.md#password-recovery): only the SHA-256 of the
 * token, valid for 30 minutes; using one deletes every link of that user.
 */
export const passwordResets = pgTable(
  "password_resets",
  {
    tokenHash: varchar("token_hash", { length: 64 }).primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("password_resets_user_id_idx").on(t.userId, t.createdAt)],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    name: varchar("name", { length: 100 }).notNull(),
    email: varchar("email", { length: 254 }).notNull(),
    phone: varchar("phone", { length: 30 }).notNull(),
    subject: varchar("subject", { length: 200 }).notNull(),
    projectType: varchar("project_type", { length: 100 }).notNull(),
    message: text("message").notNull(),
    createdAt: createdAt(),
    isRead: boolean("is_read").notNull().default(false),
    readAt: timestamp("read_at", { withTimezone: true }),
    // docs/product.md#spam: kept apart from the inbox, deleted after 30 days.
    spam: boolean("spam").notNull().default(false),
    // The lead pipeline (docs/product.md#lead-pipeline, decision 0044).
    status: varchar("status", { length: 20, enum: leadStatuses }).notNull().default("new"),
    /** The staff member who follows the lead; left empty when that account is deleted. */
    ownerId: integer("owner_id").references(() => users.id, { onDelete: "set null" }),
    followUpAt: timestamp("follow_up_at", { withTimezone: true }),
    /** Why a lead was lost: required while the status is `lost`, kept if it moves on. */
    lostReason: varchar("lost_reason", { length: 500 }),
    /**
     * The Message-ID of the staff's 'Novo contato' mail, chosen before it is queued: replies to
     * the visitor name it in In-Reply-To and References, so every mail about the lead is one thread.
     */
    mailMessageId: varchar("mail_message_id", { length: 255 }),
    /**
     * Where the visitor came from (docs/product.md#analytics): taken from that visitor's first
     * page view of the day, matched by the day's hash; null when none was counted.
     */
    source: jsonb("source").$type<LeadSource>(),
    /**
     * The language of the page it was sent from (docs/architecture.md#locales): staff see it in
     * the inbox and its notification names it.
     */
    language: varchar("language", { length: 10, enum: siteLanguages }).notNull().default("pt-BR"),
  },
  (t) => [
    index("contact_messages_created_at_idx").on(t.createdAt),
    // The reminders' and 'Para hoje' question: the open leads of an owner whose day has come.
    index("contact_messages_owner_follow_up_idx").on(t.ownerId, t.followUpAt),
    // The inbox and the spam folder, a page at a time (docs/product.md#admin-lists); the search's
    // trigram index is in migration 0014, written by hand.
    index("contact_messages_folder_created_at_idx").on(t.spam, t.createdAt, t.id),
  ],
);

export const testimonialStatuses = ["pending", "approved", "rejected"] as const;

export const testimonials = pgTable(
  "testimonials",
  {
    id: serial("id").primaryKey(),
    clientName: varchar("client_name", { length: 100 }).notNull(),
    clientEmail: varchar("client_email", { length: 254 }).notNull(),
    companyName: varchar("company_name", { length: 100 }),
    projectType: varchar("project_type", { length: 100 }).notNull(),
    content: varchar("content", { length: 500 }).notNull(),
    rating: smallint("rating").notNull(),
    status: varchar("status", { length: 20, enum: testimonialStatuses })
      .notNull()
      .default("pending"),
    featured: boolean("featured").notNull().default(false),
    createdAt: createdAt(),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    // docs/product.md#spam: never public, whatever its status.
    spam: boolean("spam").notNull().default(false),
    // The language the client wrote in: the card's `lang`, and the order of the public list.
    language: varchar("language", { length: 10, enum: siteLanguages }).notNull().default("pt-BR"),
  },
  (t) => [
    index("testimonials_status_created_at_idx").on(t.status, t.createdAt),
    index("testimonials_public_top_idx").on(t.status, t.featured, t.rating, t.createdAt),
    // The moderation tabs, a page at a time: 'Todos' and 'Spam' filter on spam alone, the others
    // on a status outside spam (docs/product.md#admin-lists); the search's index is in 0014.
    index("testimonials_spam_created_at_idx").on(t.spam, t.createdAt, t.id),
    index("testimonials_tab_created_at_idx").on(t.spam, t.status, t.createdAt, t.id),
  ],
);

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: serial("id").primaryKey(),
    email: varchar("email", { length: 254 }).notNull(),
    name: varchar("name", { length: 100 }),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** When the address left; the retention job erases it 30 days later. */
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    /**
     * Double opt-in (docs/product.md#newsletter): while set, the row is pending (inactive) and
     * waits for its link. Only the SHA-256 of the link's token is kept, never the token.
     */
    confirmationHash: varchar("confirmation_hash", { length: 64 }),
    /** When the pending link was sent: it expires, and the row is erased, 7 days later. */
    confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
    /**
     * The language of the page the address was last given on (docs/architecture.md#locales):
     * the newsletter's mails to it speak it and link that language's pages.
     */
    language: varchar("language", { length: 10, enum: siteLanguages }).notNull().default("pt-BR"),
  },
  (t) => [
    uniqueIndex("newsletter_subscribers_email_idx").on(sql`lower(${t.email})`),
    // The export's keyset: active ones, by (created_at, id) either way.
    index("newsletter_subscribers_active_created_at_idx").on(t.active, t.createdAt, t.id),
    // The admin list's: active and pending ones (the condition is written the same way in
    // app/features/newsletter/newsletter.server.ts, so the planner can use it).
    index("newsletter_subscribers_listed_created_at_idx")
      .on(t.createdAt, t.id)
      .where(sql`${t.active} or ${t.confirmationHash} is not null`),
  ],
);

export const portfolioProjects = pgTable(
  "portfolio_projects",
  {
    id: serial("id").primaryKey(),
    title: varchar("title", { length: 100 }).notNull(),
    slug: varchar("slug", { length: 100 }).notNull().unique(),
    description: varchar("description", { length: 2000 }).notNull(),
    // The English version (docs/product.md#portfolio): English pages fall back to the pt-BR
    // text when one is missing, and to the pt-BR slug when there is no English one.
    titleEn: varchar("title_en", { length: 100 }),
    slugEn: varchar("slug_en", { length: 100 }).unique(),
    descriptionEn: varchar("description_en", { length: 2000 }),
    category: varchar("category", { length: 50 }).notNull(),
    imageUrl: varchar("image_url", { length: 2048 }).notNull(),
    projectDate: timestamp("project_date", { withTimezone: true }).notNull().defaultNow(),
    projectUrl: varchar("project_url", { length: 2048 }),
    featured: boolean("featured").notNull().default(false),
    active: boolean("active").notNull().default(true),
    displayOrder: integer("display_order").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("portfolio_projects_order_idx").on(t.displayOrder, t.createdAt),
    index("portfolio_projects_active_order_idx").on(t.active, t.displayOrder),
  ],
);

export const portfolioImages = pgTable(
  "portfolio_images",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => portfolioProjects.id, { onDelete: "cascade" }),
    imageUrl: varchar("image_url", { length: 2048 }).notNull(),
    caption: varchar("caption", { length: 200 }),
    /** The image's English alt text; English pages show `caption` without one. */
    captionEn: varchar("caption_en", { length: 200 }),
    displayOrder: integer("display_order").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("portfolio_images_project_idx").on(t.projectId, t.displayOrder)],
);

/**
 * Small server-owned values every instance must agree on, such as the secret generated once to
 * sign newsletter unsubscribe links when APP_SECRET is not configured.
 */
export const appSettings = pgTable("app_settings", {
  key: varchar("key", { length: 100 }).primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

/**
 * Rate-limit counters shared by every instance on one PostgreSQL: one row per limited key and
 * fixed time window. `key` is a hash of the limiter's name and what it counts (client address,
 * username), so addresses and names are not kept in clear, and each row goes soon after its
 * window ends. The table is UNLOGGED (set in its migration): counters need no crash safety, and
 * skipping the write-ahead log keeps each hit cheap.
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    key: varchar("key", { length: 80 }).notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    index("rate_limit_hits_expires_at_idx").on(t.expiresAt),
  ],
);

/**
 * Work that runs on a schedule (scheduled backups, clean-ups): one row per job, shared by every
 * instance on the database, so a job runs once across them. An instance claims a due job by
 * setting `lockedUntil` in one conditional UPDATE; the claim expires, so a crash mid-run does not
 * block the job for ever.
 */
export const scheduledJobs = pgTable("scheduled_jobs", {
  name: varchar("name", { length: 60 }).primaryKey(),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
  lastStartedAt: timestamp("last_started_at", { withTimezone: true }),
  lastFinishedAt: timestamp("last_finished_at", { withTimezone: true }),
  lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
  /** What the last run said: a short summary when it worked, the error when it failed. */
  lastOutcome: text("last_outcome"),
  lastFailed: boolean("last_failed").notNull().default(false),
});

/**
 * When each admin list's table last changed: the id of the last transaction that wrote to it,
 * set by a statement trigger on every insert, update, delete and truncate (migration 0015). An
 * exact total counted at one version stays true until the version moves
 * (db/until-changed.server.ts). Transaction ids never repeat, even after this table is emptied.
 */
export const tableChanges = pgTable("table_changes", {
  tableName: varchar("table_name", { length: 63 }).primaryKey(),
  version: bigint("version", { mode: "bigint" }).notNull(),
});

/**
 * Who did what, append-only (docs/product.md#audit): no route changes or deletes an entry; only
 * the retention job removes old ones. The actor's id, name and username are copied into the row,
 * not referenced, so an entry keeps saying who acted after that account is deleted.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    createdAt: createdAt(),
    /** Null for anonymous attempts (a failed sign-in) and the product's own jobs. */
    actorId: integer("actor_id"),
    actorName: varchar("actor_name", { length: 100 }),
    actorUsername: varchar("actor_username", { length: 100 }),
    action: varchar("action", { length: 60 }).notNull(),
    target: varchar("target", { length: 300 }),
    ip: varchar("ip", { length: 64 }),
  },
  (t) => [
    index("audit_log_created_at_idx").on(t.createdAt, t.id),
    index("audit_log_actor_idx").on(t.actorId, t.createdAt),
    index("audit_log_action_idx").on(t.action, t.createdAt),
  ],
);

/**
 * Proof of consent (docs/product.md#consent, LGPD art. 8 §2): one row per choice a person made,
 * never updated. A form's consent names the person by e-mail; a cookie choice by the anonymous id
 * kept in the visitor's consent cookie. `policyVersion` is the privacy policy they were shown.
 */
export const consentRecords = pgTable(
  "consent_records",
  {
    id: serial("id").primaryKey(),
    createdAt: createdAt(),
    email: varchar("email", { length: 254 }),
    anonymousId: varchar("anonymous_id", { length: 64 }),
    /** Where it was given: newsletter, testimonial, contact, cookies. */
    source: varchar("source", { length: 40 }).notNull(),
    /** What was agreed or refused: subscribed, submitted, accepted, essential-only. */
    choice: varchar("choice", { length: 40 }).notNull(),
    policyVersion: varchar("policy_version", { length: 40 }).notNull(),
    ip: varchar("ip", { length: 64 }),
  },
  (t) => [
    index("consent_records_email_idx").on(sql`lower(${t.email})`),
    index("consent_records_anonymous_id_idx").on(t.anonymousId),
  ],
);

/**
 * Data-subject requests (docs/product.md#privacy, LGPD art. 18-19): what a person asked, when,
 * and when the answer is due, so the agency can show it answered in time.
 */
export const privacyRequests = pgTable(
  "privacy_requests",
  {
    id: serial("id").primaryKey(),
    email: varchar("email", { length: 254 }).notNull(),
    type: varchar("type", { length: 20, enum: privacyRequestTypes }).notNull(),
    receivedOn: timestamp("received_on", { withTimezone: true }).notNull(),
    dueOn: timestamp("due_on", { withTimezone: true }).notNull(),
    status: varchar("status", { length: 20, enum: ["open", "answered"] })
      .notNull()
      .default("open"),
    notes: text("notes").notNull().default(""),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("privacy_requests_status_due_idx").on(t.status, t.dueOn)],
);

/**
 * Binary data: node-postgres hands back a Buffer, PGlite a Uint8Array; both become a Buffer that
 * shares the driver's memory (no copy of an image per read).
 */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

export const mediaFormats = ["jpeg", "png", "webp", "avif", "gif"] as const;

/**
 * The media library (docs/product.md#media, decision 0018): one row per uploaded image, with what
 * the pages need to lay it out before any variant arrives (size, placeholder). The uploaded file
 * itself is not kept: it may carry the camera's metadata (a GPS position).
 */
export const media = pgTable(
  "media",
  {
    id: serial("id").primaryKey(),
    /** The uploaded file's name as sent (cleaned), for search. */
    fileName: varchar("file_name", { length: 200 }).notNull(),
    /** The URL's name part, from the file name: a-z, 0-9 and hyphens. */
    slug: varchar("slug", { length: 60 }).notNull(),
    alt: varchar("alt", { length: 200 }),
    /** The format the upload's bytes were, and their size. */
    format: varchar("format", { length: 10, enum: mediaFormats }).notNull(),
    bytes: integer("bytes").notNull(),
    /** After rotation by EXIF orientation. */
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    hasAlpha: boolean("has_alpha").notNull(),
    /** A tiny blurred WebP as a data: URI, shown while the image loads. */
    placeholder: text("placeholder").notNull(),
    /**
     * SHA-256 of the uploaded bytes, hex: the same file sent again finds this image instead of
     * making a second one (decision 0037). Null for images stored before it was kept (no backfill: their
     * uploads are gone) and for the demo's pictures, drawn on the server rather than sent.
     */
    originalSha256: varchar("original_sha256", { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [
    index("media_created_at_idx").on(t.createdAt, t.id),
    // Unique: two uploads of one file at once end with one image (the second finds the first).
    uniqueIndex("media_original_sha256_idx").on(t.originalSha256),
  ],
);

export const mediaVariantKinds = ["responsive", "fallback", "social"] as const;

/** The encoded copies of one image, each served at /media/{id}/{slug}-{label}.{ext}. */
export const mediaFiles = pgTable(
  "media_files",
  {
    mediaId: integer("media_id")
      .notNull()
      .references(() => media.id, { onDelete: "cascade" }),
    /** The URL's last part after the slug: `480.avif`, `1200.jpg`, `og.jpg`. */
    label: varchar("label", { length: 20 }).notNull(),
    kind: varchar("kind", { length: 12, enum: mediaVariantKinds }).notNull(),
    format: varchar("format", { length: 10, enum: mediaFormats }).notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: integer("bytes").notNull(),
    /** SHA-256 of `data`, base64url: the ETag. */
    hash: varchar("hash", { length: 64 }).notNull(),
    data: bytea("data").notNull(),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.label] })],
);

export type User = typeof users.$inferSelect;
export type Role = User["role"];
export const mailStatuses = ["pending", "sent", "failed"] as const;

/** What a queued mail says, rendered when it was queued: delivery only sends it. */
export interface MailContent {
  replyTo?: string;
  /** Extra headers: List-Unsubscribe on newsletter mail (RFC 8058), a lead thread's Message-ID and In-Reply-To. */
  headers?: Record<string, string>;
  text: string;
  html: string;
}

/**
 * The outbox (docs/product.md#e-mail, decision 0015): one row per mail and recipient, written in
 * the transaction of whatever caused it, so a lead is never stored without its notification.
 * A worker claims due rows (`for update skip locked`, then `lockedUntil` as a lease) and sends
 * them; a row whose lease ran out, because its instance died mid-send, is due again.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    /** Why it is sent: contact, testimonial, test, password-reset. */
    kind: varchar("kind", { length: 40 }).notNull(),
    recipient: varchar("recipient", { length: 254 }).notNull(),
    subject: varchar("subject", { length: 300 }).notNull(),
    content: jsonb("content").$type<MailContent>().notNull(),
    status: varchar("status", { length: 20, enum: mailStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** The last try found no server to talk to: retried as soon as one answers again. */
    waitingForServer: boolean("waiting_for_server").notNull().default(false),
    /** The SMTP server's last reply, or why it could not be reached. */
    lastReply: text("last_reply"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("mail_outbox_due_idx").on(t.status, t.nextAttemptAt),
    index("mail_outbox_sent_at_idx").on(t.sentAt),
  ],
);

export const mailAttemptOutcomes = ["sent", "retry", "failed"] as const;

/** Every delivery attempt of a mail and what the SMTP server answered. */
export const mailAttempts = pgTable(
  "mail_attempts",
  {
    id: serial("id").primaryKey(),
    mailId: integer("mail_id")
      .notNull()
      .references(() => mailOutbox.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    outcome: varchar("outcome", { length: 20, enum: mailAttemptOutcomes }).notNull(),
    reply: text("reply").notNull(),
  },
  (t) => [index("mail_attempts_mail_id_idx").on(t.mailId, t.at)],
);

export type ContactMessage = typeof contactMessages.$inferSelect;
export type Testimonial = typeof testimonials.$inferSelect;
export type NewsletterSubscriber = typeof newsletterSubscribers.$inferSelect;
export type PortfolioProject = typeof portfolioProjects.$inferSelect;
export type PortfolioImage = typeof portfolioImages.$inferSelect;

/** What a lead's timeline holds: a note, a reply mailed to the visitor, a status change. */
export const leadEventKinds = ["note", "reply", "status"] as const;
export type LeadEventKind = (typeof leadEventKinds)[number];

/**
 * A lead's timeline (docs/product.md#lead-pipeline): who did what and when. The author's name is
 * copied so the entry still reads right after the account is deleted; a reply keeps its outbox
 * row, whose status is the reply's delivery state until the sent mail is cleaned away.
 */
export const leadEvents = pgTable(
  "lead_events",
  {
    id: serial("id").primaryKey(),
    messageId: integer("message_id")
      .notNull()
      .references(() => contactMessages.id, { onDelete: "cascade" }),
    kind: varchar("kind", { length: 20, enum: leadEventKinds }).notNull(),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    authorName: varchar("author_name", { length: 100 }).notNull(),
    /** A note's or reply's text; empty for a status change. */
    body: text("body").notNull().default(""),
    fromStatus: varchar("from_status", { length: 20, enum: leadStatuses }),
    toStatus: varchar("to_status", { length: 20, enum: leadStatuses }),
    mailId: integer("mail_id").references(() => mailOutbox.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("lead_events_message_idx").on(t.messageId, t.createdAt)],
);

/** The panel's reply templates, chosen in the reply composer; the migration writes pt-BR defaults. */
export const replyTemplates = pgTable("reply_templates", {
  id: serial("id").primaryKey(),
  title: varchar("title", { length: 100 }).notNull(),
  body: text("body").notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The follow-up reminders sent: one row per owner and day (America/Sao_Paulo), inserted before
 * the mail is queued in the same transaction, so an owner hears once a day whatever runs the job.
 */
export const leadReminders = pgTable(
  "lead_reminders",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: varchar("day", { length: 10 }).notNull(),
    leads: integer("leads").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/**
 * The site's editable content (docs/architecture.md#content): one row per document and locale.
 * `published` is what visitors see; `draft` the staff's pending changes (null: none);
 * `version` counts saves, for the editors' stale-save check.
 */
export const siteContent = pgTable(
  "site_content",
  {
    key: varchar("key", { length: 20 }).notNull(),
    locale: varchar("locale", { length: 10 }).notNull(),
    /** Null until a locale other than pt-BR is first published: its pages show pt-BR's meanwhile. */
    published: jsonb("published"),
    draft: jsonb("draft"),
    version: integer("version").notNull().default(1),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
    publishedAt: timestamp("published_at", { withTimezone: true }).defaultNow(),
    /** A publish waiting for its time; the scheduler's job publishes it once. */
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }),
    scheduledBy: integer("scheduled_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.locale] }),
    index("site_content_scheduled_at_idx").on(t.scheduledAt),
  ],
);

/** Every publish of a document, the seed first: the history and its field-by-field changes. */
export const contentRevisions = pgTable(
  "content_revisions",
  {
    id: serial("id").primaryKey(),
    key: varchar("key", { length: 20 }).notNull(),
    locale: varchar("locale", { length: 10 }).notNull(),
    data: jsonb("data").notNull(),
    createdAt: createdAt(),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [index("content_revisions_key_idx").on(t.key, t.locale, t.id)],
);

/** Who has a document's form open (refreshed every 15 s) and who holds the edit. */
export const contentPresence = pgTable(
  "content_presence",
  {
    key: varchar("key", { length: 20 }).notNull(),
    locale: varchar("locale", { length: 10 }).notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** When this person took the edit; the latest fresh holder holds it. */
    heldSince: timestamp("held_since", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.key, t.locale, t.userId] })],
);

/** A lead's origin, as its visitor's first page view of the day recorded it. */
export interface LeadSource {
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  landingPath: string;
}

/** What the cookieless analytics count (docs/product.md#analytics). */
export const analyticsEventKinds = [
  "pageview",
  "contact",
  "whatsapp",
  "newsletter",
  "testimonial",
  /** The home's contact form came into view: the funnel's middle step, not a goal. */
  "contact_view",
] as const;

/**
 * The day's random salt of the visitor hash (docs/decisions/0045-cookieless-analytics.md): one
 * row per UTC day, shared by every instance on the database, deleted after 48 hours.
 */
export const analyticsSalts = pgTable("analytics_salts", {
  day: varchar("day", { length: 10 }).primaryKey(),
  salt: varchar("salt", { length: 64 }).notNull(),
  createdAt: createdAt(),
});

/**
 * Page views and goals of the last 90 days. `visitor` is a hash of IP, user agent and the day's
 * salt: no IP or user agent is ever stored. Older rows are folded into `analytics_daily`.
 */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    day: varchar("day", { length: 10 }).notNull(),
    kind: varchar("kind", { length: 20, enum: analyticsEventKinds }).notNull(),
    visitor: varchar("visitor", { length: 32 }).notNull(),
    path: varchar("path", { length: 300 }).notNull(),
    /** The referring site's host only; empty for direct visits and the site's own pages. */
    referrer: varchar("referrer", { length: 255 }).notNull().default(""),
    utmSource: varchar("utm_source", { length: 100 }).notNull().default(""),
    utmMedium: varchar("utm_medium", { length: 100 }).notNull().default(""),
    utmCampaign: varchar("utm_campaign", { length: 100 }).notNull().default(""),
    device: varchar("device", { length: 10, enum: ["mobile", "tablet", "desktop"] }).notNull(),
    /** Identical events counted within one write (a reload, a burst): one row stands for them. */
    events: integer("events").notNull().default(1),
    /** Rows of `npm run demo`'s seed: never in a production database. */
    demo: boolean("demo").notNull().default(false),
  },
  (t) => [
    index("analytics_events_day_kind_idx").on(t.day, t.kind),
    index("analytics_events_visitor_idx").on(t.day, t.visitor, t.at),
  ],
);

/**
 * Daily totals of the events older than 90 days: per kind, the day's total (`dimension`
 * `total`) and its pages, sources and campaigns.
 */
export const analyticsDaily = pgTable(
  "analytics_daily",
  {
    day: varchar("day", { length: 10 }).notNull(),
    kind: varchar("kind", { length: 20, enum: analyticsEventKinds }).notNull(),
    dimension: varchar("dimension", {
      length: 10,
      enum: ["total", "path", "source", "campaign"],
    }).notNull(),
    value: varchar("value", { length: 300 }).notNull(),
    events: integer("events").notNull(),
    visitors: integer("visitors").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind, t.dimension, t.value] })],
);
