import { z } from "zod";

/** GET /api/form-token: a form token stamped now (docs/product.md#spam). */
export const formTokenSchema = z.object({ token: z.string() });
