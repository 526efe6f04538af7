import type { Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../../server/http/app-env.ts";
import { clientIp } from "../../../server/http/client-ip.ts";
import { endpoint, reply } from "../../../server/http/endpoint.ts";
import { validate } from "../../../server/http/validation.ts";
import { appSecret } from "../../lib/app-secret.server.ts";
import { errorForLog } from "../../lib/error-log.ts";
import { errorMessages, HttpError } from "../../lib/http-error.ts";
import { messageField } from "../../lib/schema-helpers.ts";
import { recordAudit } from "../audit/index.server.ts";
import { csvFileName, csvRow, csvStart } from "./csv.ts";
import {
  activeSubscriberBatches,
  listActiveSubscribers,
  subscriberStats,
  subscribeUnlessSpam,
  unsubscribe,
} from "./newsletter.server.ts";
import { subscriberSchema, subscriberStatsSchema } from "./responses.ts";
import {
  newsletterMessages,
  newsletterSubscribeSchema,
  newsletterUnsubscribeSchema,
  unsubscribeTokenSchema,
} from "./schemas.ts";
import type { Subscriber } from "./types.ts";
import { verifyUnsubscribeToken } from "./unsubscribe-token.server.ts";

type UnsubscribeRequest =
  | z.input<typeof newsletterUnsubscribeSchema>
  | z.input<typeof unsubscribeTokenSchema>;

const { $schema: _dialect, ...unsubscribeForms } = z.toJSONSchema(
  z.union([newsletterUnsubscribeSchema, unsubscribeTokenSchema]),
  { io: "input" },
);

/**
 * The unsubscribe's body as it was sent: a signed `{token}` from an e-mail link, or `{email}`
 * with a session. The handler tells the two apart and checks them in their order (the token;
 * without one, the session before the address), so this lets anything through to it and only
 * describes the two forms, for the screens' calls and the OpenAPI document.
 */
const unsubscribeBody = z.custom<UnsubscribeRequest>(() => true).meta(unsubscribeForms);

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
 * The newsletter's endpoints: the public subscription; unsubscribe by staff or by a signed e-mail
 * link. Then the staff's list, for any signed-in staff member: active subscribers only, a page at
 * a time (docs/product.md#admin-lists). The CSV and the e-mail list hold every active subscriber
 * and are streamed, whatever their number.
 */
export const newsletterEndpoints = {
  "POST /newsletter/subscribe": endpoint(
    {
      summary: "Assinar a newsletter",
      access: "public",
      body: newsletterSubscribeSchema,
      fields: messageField,
      status: 201,
      limit: "newsletter",
    },
    async ({ body }, c, { config, analytics }) => {
      const ip = clientIp(c, config.trustProxy);
      const { answer, spam } = await subscribeUnlessSpam(c.var.db, config, body, { ip });
      // docs/product.md#analytics: a goal, counted without a cookie.
      if (!spam)
        analytics.goal("newsletter", "/", { ip, userAgent: c.req.header("user-agent") ?? "" });
      // docs/product.md#api-routes: this answer carries a message, not data; it is the same for a
      // new address and a repeat (docs/product.md#newsletter-rules).
      return reply(undefined, { message: answer.message }, answer.status);
    },
  ),
  "POST /newsletter/unsubscribe": endpoint(
    {
      summary: "Cancelar assinatura (sessão com {email}, ou {token} assinado sem sessão)",
      access: "public",
      body: unsubscribeBody,
      response: subscriberSchema,
    },
    async ({ body }, c, { config }) => {
      const sent: unknown = body;
      const hasToken = typeof sent === "object" && sent !== null && "token" in sent;
      let email: string;
      if (hasToken) {
        const { token } = validate(unsubscribeTokenSchema, sent);
        const secret = await appSecret(c.var.db, config.appSecret);
        const verified = verifyUnsubscribeToken(secret, token);
        if (!verified) throw new HttpError(400, newsletterMessages.badToken);
        email = verified;
      } else {
        // Without a token only staff may remove an address (docs/product.md#permissions).
        if (!c.var.user) throw new HttpError(401, errorMessages.unauthenticated);
        email = validate(newsletterUnsubscribeSchema, sent).email;
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
      return removed;
    },
  ),
  "GET /admin/newsletter": endpoint(
    {
      summary: "Assinantes ativos, uma página por vez (limit, cursor, q, sort)",
      access: "user",
      response: subscriberSchema,
      paged: true,
    },
    ({ page }, c) => listActiveSubscribers(c.var.db, page),
  ),
  "GET /admin/newsletter/stats": endpoint(
    { summary: "Total de assinantes ativos", access: "user", response: subscriberStatsSchema },
    (_input, c) => subscriberStats(c.var.db),
  ),
  "GET /admin/newsletter/export": endpoint(
    {
      summary: "CSV de todos os assinantes ativos",
      access: "user",
      audit: "newsletter.export",
      download: "text/csv",
    },
    (_input, c) =>
      c.body(streamLines(c, csvStart, csvRow, "\n"), 200, {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="${csvFileName()}"`,
      }),
  ),
  "GET /admin/newsletter/emails": endpoint(
    {
      summary: "E-mails de todos os assinantes ativos, separados por vírgula",
      access: "user",
      audit: "newsletter.copy_emails",
      download: "text/plain",
    },
    // docs/product.md#admin-newsletter: 'Copiar Emails' joins the addresses with ", ".
    (_input, c) =>
      c.body(
        streamLines(c, null, (subscriber) => subscriber.email, ", "),
        200,
        { "content-type": "text/plain; charset=utf-8" },
      ),
  ),
};
