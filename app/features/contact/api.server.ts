import { Hono } from "hono";
import type { AppEnv } from "../../../server/http/app-env.ts";
import { clientIp } from "../../../server/http/client-ip.ts";
import type { RouterDeps } from "../../../server/http/deps.ts";
import { parsePageQuery } from "../../../server/http/paging.ts";
import { ok, okPage } from "../../../server/http/responses.ts";
import { requireUser } from "../../../server/http/session.ts";
import { parseBody, parseId, parseQuery } from "../../../server/http/validation.ts";
import { judgeSpam } from "../../lib/form-token.server.ts";
import { newContactsNotifier } from "../mail/index.server.ts";
import {
  contactStats,
  createContactMessage,
  getContactMessage,
  listContactMessages,
  markContactNotSpam,
  markContactRead,
} from "./contact.server.ts";
import { contactFolderQuerySchema, contactSchema } from "./schemas.ts";

/** /api/contact: the public contact form. */
export function contactRoutes({ config, limiters }: RouterDeps) {
  return new Hono<AppEnv>().post("/", async (c) => {
    // Counted before validation: malformed floods are limited too.
    await limiters.contact.take(clientIp(c, config.trustProxy));
    const input = await parseBody(c, contactSchema);
    const spam = await judgeSpam(c.var.db, config, input);
    // The notification is queued with the message and sent after the answer; spam is stored
    // apart and answered exactly like a real message (docs/product.md#spam, #e-mail).
    const { id } = await createContactMessage(c.var.db, input, {
      spam,
      onCreated: newContactsNotifier(config),
    });
    return ok(c, { id }, 201);
  });
}

/**
 * /api/admin/contacts: any signed-in staff member (docs/product.md#permissions). The list is the
 * inbox or the spam folder a page at a time (docs/product.md#admin-lists); the stats are exact.
 */
export function adminContactsRoutes(_deps: RouterDeps) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .get("/", async (c) => {
      const { folder } = parseQuery(c, contactFolderQuerySchema);
      return okPage(c, await listContactMessages(c.var.db, folder, parsePageQuery(c)));
    })
    .get("/stats", async (c) => ok(c, await contactStats(c.var.db)))
    .get("/:id", async (c) => ok(c, await getContactMessage(c.var.db, parseId(c.req.param("id")))))
    .post("/:id/read", async (c) => {
      return ok(c, await markContactRead(c.var.db, parseId(c.req.param("id"))));
    })
    .post("/:id/not-spam", async (c) => {
      return ok(c, await markContactNotSpam(c.var.db, parseId(c.req.param("id"))));
    });
}
