import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { users } from "../../../db/schema.ts";

/**
 * The signed-in user as the API answers it (docs/product.md#json-shapes), from the `users`
 * table's columns without the password hash: a column added there reaches the API's types and
 * its OpenAPI document from here. Dates leave as ISO strings.
 */
export const sessionUserSchema = createSelectSchema(users, { createdAt: z.iso.datetime() }).omit({
  password: true,
});

/** POST /api/login: the user, and whether this is their first sign-in (the welcome's words). */
export const signedInUserSchema = sessionUserSchema.extend({ firstSignIn: z.boolean() });
