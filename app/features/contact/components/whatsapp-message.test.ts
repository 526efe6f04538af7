import { describe, expect, it } from "vitest";
import { waMeUrl, whatsAppUrl } from "../../../lib/site-facts.ts";
import { whatsAppContactMessage } from "./whatsapp-message.ts";

describe("WhatsApp hand-off", () => {
  const submission = {
    name: "Ana Souza",
    email: "ana@empresa.com.br",
    phone: "(11) 91234-5678",
    projectType: "Site Institucional",
    subject: "Novo site da empresa",
    message: "Precisamos de um site novo & rápido.",
  };

  it("pre-fills name, e-mail, project type, subject and message but never the phone", () => {
    const text = whatsAppContactMessage(submission, "pt-BR");
    for (const value of [
      "Ana Souza",
      "ana@empresa.com.br",
      "Site Institucional",
      "Novo site da empresa",
      "Precisamos de um site novo & rápido.",
    ]) {
      expect(text).toContain(value);
    }
    expect(text).not.toContain("91234");
    expect(text.split("\n")[0]).toBe("Olá! Vim pelo site e gostaria de solicitar um orçamento.");
    expect(text).toContain("*Tipo de projeto:* Site Institucional");
  });

  it("greets and labels in English on an English page, the project type's English label too", () => {
    const text = whatsAppContactMessage(submission, "en");
    expect(text).toContain(
      "Hello! I found you through your website and would like to request a quote.",
    );
    expect(text).toContain("*Project type:* Corporate website");
    expect(text).toContain("*Message:*\nPrecisamos de um site novo & rápido.");
    expect(text).not.toContain("Olá");
  });

  it("links to the agency's number with the text encoded", () => {
    const url = new URL(waMeUrl("55 11 98765-4321", whatsAppContactMessage(submission, "pt-BR")));
    expect(url.origin + url.pathname).toBe("https://wa.me/5511987654321");
    expect(url.searchParams.get("text")).toBe(whatsAppContactMessage(submission, "pt-BR"));
  });

  it("points the site's links at its own counted redirect", () => {
    const url = new URL(whatsAppUrl("5511987654321", "Olá"), "http://site.local");
    expect(url.pathname).toBe("/ir/whatsapp");
    expect(url.searchParams.get("text")).toBe("Olá");
    expect(whatsAppUrl("")).toBe("");
  });
});
