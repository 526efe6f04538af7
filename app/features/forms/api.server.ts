import { Hono } from "hono";
import type { AppEnv } from "../../../server/http/app-env.ts";
import type { RouterDeps } from "../../../server/http/deps.ts";
import { ok } from "../../../server/http/responses.ts";
import { appSecret } from "../../lib/app-secret.server.ts";
import { issueFormToken } from "../../lib/form-token.server.ts";

/**
 * /api/form-token: a fresh form token, stamped now (docs/product.md#spam). A form fetches one when
 * a visitor first touches it, since the token rendered into a cached page carries the time that
 * page was rendered. Never cached: it is not a declared public read.
 */
export function formTokenRoutes({ config }: RouterDeps) {
  return new Hono<AppEnv>().get("/", async (c) =>
    ok(c, { token: issueFormToken(await appSecret(c.var.db, config.appSecret)) }),
  );
}
