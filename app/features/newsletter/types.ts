import type { z } from "zod";
import type { subscriberSchema, subscriberStatsSchema } from "./responses.ts";

/**
 * Isomorphic: a newsletter subscriber as the admin API answers it, dates as ISO strings;
 * `pending` (double opt-in): waiting for its confirmation link ('Pendente'), not counted as active.
 */
export type Subscriber = z.output<typeof subscriberSchema>;

/** GET /api/admin/newsletter/stats: the active subscribers, counted exactly. */
export type SubscriberStats = z.output<typeof subscriberStatsSchema>;
