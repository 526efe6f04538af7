import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { sessions } from "../../../db/schema.ts";
import { sessionUserSchema } from "../auth/index.ts";

/**
 * What the users' and the account's API answers (docs/product.md#json-shapes). A staff member is
 * the signed-in user's shape (the `users` table without the password hash, from the auth
 * feature); a session comes from the `sessions` table's columns. Dates leave as ISO strings.
 */
export { sessionUserSchema };

/** GET /api/admin/users/stats. */
export const usersStatsSchema = z.object({ count: z.number().int() });

/** One signed-in browser of the account, as /admin/conta lists it; never its token's hash. */
export const accountSessionSchema = createSelectSchema(sessions, {
  createdAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
})
  .pick({ userAgent: true, createdAt: true, lastSeenAt: true })
  .extend({ device: z.string(), current: z.boolean() });

/** GET /api/account: the person and their live sessions, this one first. */
export const accountDetailsSchema = z.object({
  user: sessionUserSchema,
  sessions: z.array(accountSessionSchema),
});

/** POST /api/account/sessions/end-others: how many sessions were ended. */
export const endedSessionsSchema = z.object({ ended: z.number().int() });
