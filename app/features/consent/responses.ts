import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { consentRecords } from "../../../db/schema.ts";
import { consentValues } from "./consent.ts";

/** POST /api/consent: the choice kept, and the privacy policy version it was made under. */
export const consentRecordedSchema = createSelectSchema(consentRecords)
  .pick({ policyVersion: true })
  .extend({ choice: z.enum(consentValues) });
