import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const users = pgTable("users", {
  id: serial("id").primaryKey(),
  username: varchar("username", { length: 100 }).notNull().unique(),
  password: text("password").notNull(),
  fullName: varchar("full_name", { length: 100 }).notNull(),
  role: varchar("role", { length: 20, enum: ["admin", "editor"] })
    .notNull()
    .default("admin"),
  createdAt: createdAt(),
});

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
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
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
  },
  (t) => [index("contact_messages_created_at_idx").on(t.createdAt)],
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
  },
  (t) => [
    index("testimonials_status_created_at_idx").on(t.status, t.createdAt),
    index("testimonials_public_top_idx").on(t.status, t.featured, t.rating, t.createdAt),
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
  },
  (t) => [
    uniqueIndex("newsletter_subscribers_email_idx").on(sql`lower(${t.email})`),
    index("newsletter_subscribers_active_created_at_idx").on(t.active, t.createdAt),
  ],
);

export const portfolioProjects = pgTable(
  "portfolio_projects",
  {
    id: serial("id").primaryKey(),
    title: varchar("title", { length: 100 }).notNull(),
    slug: varchar("slug", { length: 100 }).notNull().unique(),
    description: varchar("description", { length: 2000 }).notNull(),
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

export type User = typeof users.$inferSelect;
export type Role = User["role"];
export type ContactMessage = typeof contactMessages.$inferSelect;
export type Testimonial = typeof testimonials.$inferSelect;
export type NewsletterSubscriber = typeof newsletterSubscribers.$inferSelect;
export type PortfolioProject = typeof portfolioProjects.$inferSelect;
export type PortfolioImage = typeof portfolioImages.$inferSelect;
