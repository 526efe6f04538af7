import { describe, expect, it } from "vitest";
import { fillTemplate, whatsAppLeadLink } from "./lead-reply.ts";

const lead = { name: "  Paula  Reis ", subject: "Orçamento de site", phone: "+5511987654321" };

describe("the lead's reply helpers", () => {
  it("fills a template with the lead's first name and subject", () => {
    expect(fillTemplate("Olá, {nome}! Sobre {assunto}, {nome}...", lead)).toBe(
      "Olá, Paula! Sobre Orçamento de site, Paula...",
    );
  });

  it("opens wa.me on the lead's number with a short greeting", () => {
    const link = new URL(whatsAppLeadLink(lead, "Ana Souza", "Nexo Digital")!);
    expect(link.origin + link.pathname).toBe("https://wa.me/5511987654321");
    expect(link.searchParams.get("text")).toBe(
      'Olá, Paula! Aqui é Ana, da Nexo Digital. Recebemos sua mensagem sobre "Orçamento de site" e gostaria de conversar com você.',
    );
  });

  it("reads a number stored without country code as Brazilian, and gives none for no number", () => {
    expect(whatsAppLeadLink({ ...lead, phone: "11987654321" }, "Ana", "X")).toMatch(
      /^https:\/\/wa\.me\/5511987654321\?/,
    );
    expect(whatsAppLeadLink({ ...lead, phone: "" }, "Ana", "X")).toBeNull();
  });
});
