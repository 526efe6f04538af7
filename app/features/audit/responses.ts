import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { auditLog } from "../../../db/schema.ts";

/**
 * One entry of the activity log as GET /api/admin/audit answers it (docs/product.md#audit), from
 * the table's columns: a column added to `audit_log` reaches the API's types and its OpenAPI
 * document from here. Dates leave as ISO strings.
 */
export const auditEntrySchema = createSelectSchema(auditLog, { createdAt: z.iso.datetime() });
