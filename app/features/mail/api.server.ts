import { Hono } from "hono";
import type { AppEnv } from "../../../server/http/app-env.ts";
import type { RouterDeps } from "../../../server/http/deps.ts";
import { ok } from "../../../server/http/responses.ts";
import { requireAdmin } from "../../../server/http/session.ts";
import { parseId } from "../../../server/http/validation.ts";
import { requeueMail } from "../../../server/mail/outbox.ts";
import { HttpError } from "../../lib/http-error.ts";
import { mailStatus } from "./status.server.ts";
import { testMail } from "./templates/test-mail.server.ts";
import { mailTexts } from "./texts.ts";
import type { TestMailResult } from "./types.ts";

/** /api/admin/settings (mail part): delivery state, 'Reenviar' and the test mail, for admins (docs/product.md#e-mail). */
export function adminMailRoutes({ config, mail }: RouterDeps) {
  return new Hono<AppEnv>()
    .use(requireAdmin)
    .get("/mail", async (c) => ok(c, await mailStatus(c.var.db, config.mail)))
    .post("/mail/test", async (c) => {
      // To the signed-in admin's own address (set on /admin/conta): proof that mail reaches a
      // person, without turning the panel into a way of mailing anyone.
      const to = c.var.user!.email;
      if (!to) throw new HttpError(400, mailTexts.testNoAddress);
      if (!mail.transport) throw new HttpError(409, mailTexts.testOff);
      // Sent at once, not through the outbox: the person waits for the server's answer.
      const { subject, ...content } = testMail(c.var.user!.fullName, config.site.url);
      const result = await mail.transport.send({ kind: "test", to, subject, content });
      const answer: TestMailResult =
        result.outcome === "sent"
          ? { sent: true, message: mailTexts.testSent(to) }
          : {
              sent: false,
              message:
                result.outcome === "rejected"
                  ? mailTexts.testRejected(result.reply)
                  : result.outcome === "deferred"
                    ? mailTexts.testDeferred(result.reply)
                    : mailTexts.testUnavailable(result.reply),
            };
      return ok(c, answer);
    })
    .post("/outbox/:id/resend", async (c) => {
      const id = parseId(c.req.param("id"));
      if (!(await requeueMail(c.var.db, id))) throw new HttpError(404, mailTexts.notFailed);
      mail.wake();
      return ok(c, { id });
    });
}
