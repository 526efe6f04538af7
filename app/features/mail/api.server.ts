import { endpoint } from "../../../server/http/endpoint.ts";
import { requeueMail } from "../../../server/mail/outbox.ts";
import { HttpError } from "../../lib/http-error.ts";
import { idParams } from "../../lib/schema-helpers.ts";
import { mailStatusSchema, resentMailSchema, testMailResultSchema } from "./responses.ts";
import { mailStatus } from "./status.server.ts";
import { testMail } from "./templates/test-mail.server.ts";
import { mailTexts } from "./texts.ts";
import type { TestMailResult } from "./types.ts";

/** The mail part of /api/admin/settings: delivery state, 'Reenviar' and the test mail, for admins (docs/product.md#e-mail). */
export const mailEndpoints = {
  "GET /admin/settings/mail": endpoint(
    {
      summary: "E-mail: configuração, última entrega, fila e e-mails que falharam",
      access: "admin",
      response: mailStatusSchema,
    },
    (_input, c, { config }) => mailStatus(c.var.db, config.mail),
  ),
  "POST /admin/settings/mail/test": endpoint(
    {
      summary:
        "Enviar e-mail de teste ao e-mail de quem pede (responde com o resultado ou o erro do servidor SMTP)",
      access: "admin",
      response: testMailResultSchema,
      audit: "mail.test",
    },
    async (_input, c, { config, mail }) => {
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
      return answer;
    },
  ),
  "POST /admin/settings/outbox/{id}/resend": endpoint(
    {
      summary: "Reenviar um e-mail que falhou",
      access: "admin",
      params: idParams,
      response: resentMailSchema,
      audit: "mail.resend",
    },
    async ({ params: { id } }, c, { mail }) => {
      if (!(await requeueMail(c.var.db, id))) throw new HttpError(404, mailTexts.notFailed);
      mail.wake();
      return { id };
    },
  ),
};
