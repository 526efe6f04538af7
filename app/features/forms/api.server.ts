import { endpoint } from "../../../server/http/endpoint.ts";
import { appSecret } from "../../lib/app-secret.server.ts";
import { issueFormToken } from "../../lib/form-token.server.ts";
import { formTokenSchema } from "./responses.ts";

/**
 * GET /api/form-token: a fresh form token, stamped now (docs/product.md#spam). A form fetches one
 * when a visitor first touches it, since the token rendered into a cached page carries the time
 * that page was rendered. Never cached: it is not a declared public read.
 */
export const formsEndpoints = {
  "GET /form-token": endpoint(
    { summary: "Token de formulário (anti-spam)", access: "public", response: formTokenSchema },
    async (_input, c, { config }) => ({
      token: issueFormToken(await appSecret(c.var.db, config.appSecret)),
    }),
  ),
};
