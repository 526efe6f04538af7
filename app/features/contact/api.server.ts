import { Hono } from "hono";
import type { AppEnv } from "../../../server/http/app-env.ts";
import { clientIp } from "../../../server/http/client-ip.ts";
import type { RouterDeps } from "../../../server/http/deps.ts";
import { ok } from "../../../server/http/responses.ts";
import { requireUser } from "../../../server/http/session.ts";
import { parseBody, parseId } from "../../../server/http/validation.ts";
import {
  contactStats,
  createContactMessage,
  listContactMessages,
  markContactRead,
} from "./contact.server.ts";
import { contactSchema } from "./schemas.ts";

/** /api/contact: the public contact form. */
export function contactRoutes({ config, limiters }: RouterDeps) {
  return new Hono<AppEnv>().post("/", async (c) => {
    // Counted before validation: malformed floods are limited too.
    limiters.contact.consume(clientIp(c, config.trustProxy));
    const input = await parseBody(c, contactSchema);
    return ok(c, await createContactMessage(c.var.db, input), 201);
  });
}

/** /api/admin/contacts: any signed-in staff member (CONTRACT 3). */
export function adminContactsRoutes(_deps: RouterDeps) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .get("/", async (c) => ok(c, await listContactMessages(c.var.db)))
    .get("/stats", async (c) => ok(c, await contactStats(c.var.db)))
    .post("/:id/read", async (c) => {
      return ok(c, await markContactRead(c.var.db, parseId(c.req.param("id"))));
    });
}
