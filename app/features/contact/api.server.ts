import { Hono } from "hono";
import type { AppEnv } from "../../../server/http/app-env.ts";
import { clientIp } from "../../../server/http/client-ip.ts";
import type { RouterDeps } from "../../../server/http/deps.ts";
import { parsePageQuery } from "../../../server/http/paging.ts";
import { ok, okPage } from "../../../server/http/responses.ts";
import { requireUser } from "../../../server/http/session.ts";
import { parseBody, parseId, parseQuery } from "../../../server/http/validation.ts";
import {
  contactStats,
  getContactMessage,
  listContactMessages,
  markContactNotSpam,
  markContactRead,
} from "./contact.server.ts";
import { contactFolderQuerySchema, contactSchema } from "./schemas.ts";
import { contactSubmission } from "./submission.server.ts";

/** /api/contact: the public contact form. */
export function contactRoutes(deps: RouterDeps) {
  return new Hono<AppEnv>().post("/", async (c) => {
    const submission = contactSubmission(deps, clientIp(c, deps.config.trustProxy));
    await submission.admit();
    const input = await parseBody(c, contactSchema);
    return ok(c, await submission.receive(c.var.db, input), 201);
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
