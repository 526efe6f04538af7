import { z } from "zod";
import { projectTypeOptions, projectTypeRequiredMessage } from "./project-types.ts";

/**
 * Only the listed options are accepted (missing, empty or anything else gives docs/product.md#validation's
 * message): admin screens and reports then never meet free text in this column.
 */
export const projectTypeSchema = z.enum(projectTypeOptions, { error: projectTypeRequiredMessage });
