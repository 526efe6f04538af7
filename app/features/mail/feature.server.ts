import type { Feature } from "../../../server/http/feature.ts";
import { adminMailRoutes } from "./api.server.ts";
import { sentMailCleanupJob } from "./cleanup.server.ts";
import { outboxGauges } from "./outbox-gauges.server.ts";

/** Mail: lead notifications (queued by contact and testimonials) and its state for admins. */
export const mailFeature: Feature = {
  name: "mail",
  api: [{ path: "/admin/settings", routes: adminMailRoutes }],
  docs: {
    "GET /api/admin/settings/mail": {
      summary: "E-mail: configuração, última entrega, fila e e-mails que falharam",
      access: "admin",
    },
    "POST /api/admin/settings/mail/test": {
      summary:
        "Enviar e-mail de teste ao e-mail de quem pede (responde com o resultado ou o erro do servidor SMTP)",
      access: "admin",
      audit: "mail.test",
    },
    "POST /api/admin/settings/outbox/{id}/resend": {
      summary: "Reenviar um e-mail que falhou",
      access: "admin",
      audit: "mail.resend",
    },
  },
  jobs: () => [sentMailCleanupJob],
  gauges: outboxGauges,
};
