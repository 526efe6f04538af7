import { describe, expect, test } from "vitest";
import { newContactMail } from "./new-contact.server.ts";
import { newTestimonialMail } from "./new-testimonial.server.ts";
import { testMail } from "./test-mail.server.ts";

// docs/product.md#e-mail: staff read these; the server's variable names (NOTIFY_EMAILS…) are for
// whoever runs it, in the README.
const serverJargon = /\b[A-Z]{2,}_[A-Z_]{2,}\b/;

describe("staff notifications speak plain pt-BR", () => {
  const when = new Date("2026-03-12T15:00:00Z");
  const mails = {
    "new contact": newContactMail(
      {
        id: 7,
        name: "Renata Alves",
        email: "renata@exemplo.com.br",
        phone: "+5511912345678",
        subject: "Orçamento",
        projectType: "Site Institucional",
        message: "Precisamos de um site novo.",
        language: "pt-BR",
        createdAt: when,
      },
      "https://nexo.test",
    ),
    "new testimonial": newTestimonialMail(
      {
        clientName: "Ana",
        clientEmail: "ana@exemplo.com.br",
        companyName: null,
        projectType: "Site Institucional",
        content: "Equipe atenciosa!",
        rating: 5,
        createdAt: when,
      },
      "https://nexo.test",
    ),
    "test mail": testMail("Ana Souza", "https://nexo.test"),
  };

  test.each(Object.entries(mails))("%s: no variable names, and says why it arrives", (_, mail) => {
    expect(mail.text).not.toMatch(serverJargon);
    expect(mail.html).not.toMatch(serverJargon);
    expect(mail.text).toMatch(/Você recebe este/);
  });
});
