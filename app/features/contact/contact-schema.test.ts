import { describe, expect, it } from "vitest";
import { contactSchema, contactSchemaFor } from "./schemas.ts";

const valid = {
  name: "Ana Souza",
  email: "ana@empresa.com.br",
  phone: "(11) 91234-5678",
  projectType: "Site Institucional",
  subject: "Novo site da empresa",
  message: "Precisamos de um site novo e rápido.",
};

/** Each field's first message for an input. */
function messagesOf(schema: ReturnType<typeof contactSchemaFor>, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.toReversed().map((issue) => [String(issue.path[0] ?? ""), issue.message]),
  );
}

const tooShort = {
  name: "A",
  email: "ana@",
  phone: "123",
  projectType: "",
  subject: "Oi",
  message: "Curto",
};

describe("the contact form's schema per locale", () => {
  it("answers SPEC's pt-BR messages, the ones POST /api/contact gives", () => {
    expect(messagesOf(contactSchema, tooShort)).toEqual({
      name: "Nome deve ter pelo menos 2 caracteres",
      email: "Endereço de e-mail inválido",
      phone: "Telefone deve ter pelo menos 10 dígitos",
      projectType: "Selecione o tipo de projeto",
      subject: "Assunto deve ter pelo menos 5 caracteres",
      message: "Mensagem deve ter pelo menos 10 caracteres",
    });
    expect(messagesOf(contactSchemaFor("pt-BR"), tooShort)).toEqual(
      messagesOf(contactSchema, tooShort),
    );
  });

  it("answers in English for an English page", () => {
    expect(messagesOf(contactSchemaFor("en"), tooShort)).toEqual({
      name: "Name must be at least 2 characters",
      email: "Invalid email address",
      phone: "Phone must have at least 10 digits",
      projectType: "Choose the project type",
      subject: "Subject must be at least 5 characters",
      message: "Message must be at least 10 characters",
    });
    expect(messagesOf(contactSchemaFor("en"), { ...valid, subject: "x".repeat(201) })).toEqual({
      subject: "Subject must be at most 200 characters",
    });
    expect(messagesOf(contactSchemaFor("en"), { ...valid, name: "Ana\u0000" })).toEqual({
      name: "Contains characters that are not allowed",
    });
    expect(messagesOf(contactSchemaFor("en"), "not an object")).toEqual({ "": "Invalid data" });
  });

  it("keeps the stored pt-BR project type whatever the page's language", () => {
    const parsed = contactSchemaFor("en").parse(valid);
    expect(parsed.projectType).toBe("Site Institucional");
    expect(
      messagesOf(contactSchemaFor("en"), { ...valid, projectType: "Corporate website" }),
    ).toEqual({
      projectType: "Choose the project type",
    });
  });
});
