import type { z } from "zod";
import type { accountDetailsSchema } from "./responses.ts";

/** GET /api/account: the person, and each signed-in browser of the account as /admin/conta lists it. */
export type Account = z.output<typeof accountDetailsSchema>;
