import { type Context, Hono } from "hono";
import type { AppEnv } from "../../../server/http/app-env.ts";
import { clientIp } from "../../../server/http/client-ip.ts";
import type { RouterDeps } from "../../../server/http/deps.ts";
import { parsePageQuery } from "../../../server/http/paging.ts";
import { ok, okPage } from "../../../server/http/responses.ts";
import { requireUser } from "../../../server/http/session.ts";
import { parseBody, readJson, validate } from "../../../server/http/validation.ts";
import { appSecret } from "../../lib/app-secret.server.ts";
import { errorForLog } from "../../lib/error-log.ts";
import { errorMessages, HttpError } from "../../lib/http-error.ts";
import { recordAudit } from "../audit/index.server.ts";
import { csvFileName, csvRow, csvStart } from "./csv.ts";
import {
  activeSubscriberBatches,
  listActiveSubscribers,
  subscriberStats,
  subscribeUnlessSpam,
  unsubscribe,
} from "./newsletter.server.ts";
import {
  newsletterMessages,
  newsletterSubscribeSchema,
  newsletterUnsubscribeSchema,
  unsubscribeTokenSchema,
} from "./schemas.ts";
import type { Subscriber } from "./types.ts";
import { verifyUnsubscribeToken } from "./unsubscribe-token.server.ts";

/** /api/newsletter: public subscription; unsubscribe by staff or by a signed e-mail link. */
export function newsletterRoutes({ config, limiters }: RouterDeps) {
  return new Hono<AppEnv>()
    .post("/subscribe", async (c) => {
      // Counted before validation: malformed floods are limited too.
      const ip = clientIp(c, config.trustProxy);
      await limiters.newsletter.take(ip);
      const input = await parseBody(c, newsletterSubscribeSchema);
      const { answer } = await subscribeUnlessSpam(c.var.db, config, input, { ip });
      // docs/product.md#api-routes: this answer carries a message, not data; it is the same for a
      // new address and a repeat (docs/product.md#newsletter-rules).
      return c.json({ success: true as const, message: answer.message }, answer.status);
    })
    .post("/unsubscribe", async (c) => {
      const body = await readJson(c);
      const hasToken = typeof body === "object" && body !== null && "token" in body;
      let email: string;
      if (hasToken) {
        const { token } = validate(unsubscribeTokenSchema, body);
        const secret = await appSecret(c.var.db, config.appSecret);
        const verified = verifyUnsubscribeToken(secret, token);
        if (!verified) throw new HttpError(400, newsletterMessages.badToken);
        email = verified;
      } else {
        // Without a token only staff may remove an address (docs/product.md#permissions).
        if (!c.var.user) throw new HttpError(401, errorMessages.unauthenticated);
        email = validate(newsletterUnsubscribeSchema, body).email;
      }
      const removed = await unsubscribe(c.var.db, email);
      if (!hasToken) {
        const ip = clientIp(c, config.trustProxy);
        await recordAudit(c.var.db, {
          actor: c.var.user,
          action: "subscriber.remove",
          target: email,
          ip,
        });
      }
      return ok(c, removed);
    });
}

/** Lines of text from the subscriber batches, streamed as they are read. */
function streamLines(
  c: Context<AppEnv>,
  first: string | null,
  lineOf: (subscriber: Subscriber) => string,
  separator: string,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const batches = activeSubscriberBatches(c.var.db);
  let started = first !== null;
  return new ReadableStream({
    start(controller) {
      if (first !== null) controller.enqueue(encoder.encode(first));
    },
    async pull(controller) {
      try {
        const next = await batches.next();
        if (next.done) return controller.close();
        const text = next.value.map(lineOf).join(separator);
        controller.enqueue(encoder.encode(started ? `${separator}${text}` : text));
        started = true;
      } catch (error) {
        c.var.log.error({ err: errorForLog(error) }, "newsletter export failed while streaming");
        controller.error(error);
      }
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
}

/**
 * /api/admin/newsletter: any signed-in staff member; active subscribers only, a page at a time
 * (docs/product.md#admin-lists). The CSV and the e-mail list hold every active subscriber and are
 * streamed, whatever their number.
 */
export function adminNewsletterRoutes(_deps: RouterDeps) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .get("/", async (c) => okPage(c, await listActiveSubscribers(c.var.db, parsePageQuery(c))))
    .get("/stats", async (c) => ok(c, await subscriberStats(c.var.db)))
    .get("/export", (c) =>
      c.body(streamLines(c, csvStart, csvRow, "\n"), 200, {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="${csvFileName()}"`,
      }),
    )
    .get("/emails", (c) =>
      // docs/product.md#admin-newsletter: 'Copiar Emails' joins the addresses with ", ".
      c.body(
        streamLines(c, null, (subscriber) => subscriber.email, ", "),
        200,
        {
          "content-type": "text/plain; charset=utf-8",
        },
      ),
    );
}
