import { Hono } from "hono";
import type { AppEnv } from "../../../server/http/app-env.ts";
import { clientIp } from "../../../server/http/client-ip.ts";
import type { RouterDeps } from "../../../server/http/deps.ts";
import { ok } from "../../../server/http/responses.ts";
import { requireUser } from "../../../server/http/session.ts";
import { parseBody, readJson, validate } from "../../../server/http/validation.ts";
import { errorMessages, HttpError } from "../../lib/http-error.ts";
import {
  listActiveSubscribers,
  subscribe,
  subscriberStats,
  unsubscribe,
} from "./newsletter.server.ts";
import {
  newsletterMessages,
  newsletterSubscribeSchema,
  newsletterUnsubscribeSchema,
  unsubscribeTokenSchema,
} from "./schemas.ts";
import { unsubscribeSecret, verifyUnsubscribeToken } from "./unsubscribe-token.server.ts";

/** /api/newsletter: public subscription; unsubscribe by staff or by a signed e-mail link. */
export function newsletterRoutes({ config, limiters }: RouterDeps) {
  return new Hono<AppEnv>()
    .post("/subscribe", async (c) => {
      // Counted before validation: malformed floods are limited too.
      limiters.newsletter.consume(clientIp(c, config.trustProxy));
      const input = await parseBody(c, newsletterSubscribeSchema);
      const { outcome, message } = await subscribe(c.var.db, input);
      // SPEC 7.2: this answer carries a message, not data.
      return c.json({ success: true as const, message }, outcome === "subscribed" ? 201 : 200);
    })
    .post("/unsubscribe", async (c) => {
      const body = await readJson(c);
      const hasToken = typeof body === "object" && body !== null && "token" in body;
      let email: string;
      if (hasToken) {
        const { token } = validate(unsubscribeTokenSchema, body);
        const secret = await unsubscribeSecret(c.var.db, config.appSecret);
        const verified = verifyUnsubscribeToken(secret, token);
        if (!verified) throw new HttpError(400, newsletterMessages.badToken);
        email = verified;
      } else {
        // Without a token only staff may remove an address (CONTRACT 3).
        if (!c.var.user) throw new HttpError(401, errorMessages.unauthenticated);
        email = validate(newsletterUnsubscribeSchema, body).email;
      }
      return ok(c, await unsubscribe(c.var.db, email));
    });
}

/** /api/admin/newsletter: any signed-in staff member; active subscribers only. */
export function adminNewsletterRoutes(_deps: RouterDeps) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .get("/", async (c) => ok(c, await listActiveSubscribers(c.var.db)))
    .get("/stats", async (c) => ok(c, await subscriberStats(c.var.db)));
}
