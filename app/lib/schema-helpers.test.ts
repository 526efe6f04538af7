import { describe, expect, it } from "vitest";
import { hasOnlyValidCharacters, text } from "./schema-helpers.ts";

const invalid = "Contém caracteres inválidos";

function messages(schema: ReturnType<typeof text>, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe("hasOnlyValidCharacters", () => {
  it.each([
    ["NUL", "a\u0000b"],
    ["a C0 control", "a\u0007b"],
    ["escape", "\u001b[31m"],
    ["vertical tab", "a\u000bb"],
    ["form feed", "a\u000cb"],
    ["DEL", "a\u007fb"],
    ["a C1 control", "a\u0085b"],
    ["a lone high surrogate", "a\ud800b"],
    ["a lone low surrogate", "a\udc00b"],
    ["a surrogate pair backwards", "\ude00\ud83d"],
    ["a high surrogate at the end", "fim\ud83d"],
  ])("refuses %s", (_kind, value) => {
    expect(hasOnlyValidCharacters(value)).toBe(false);
  });

  it.each([
    ["plain pt-BR text", "Orçamento para São Paulo"],
    ["tab, line feed and carriage return", "a\tb\nc\r\nd"],
    ["an emoji (a surrogate pair)", "Ótimo trabalho 😀"],
    ["non-breaking and wide spaces", "a\u00a0b\u3000c"],
    ["the replacement character itself", "\ufffd"],
  ])("accepts %s", (_kind, value) => {
    expect(hasOnlyValidCharacters(value)).toBe(true);
  });
});

describe("text(): single-line fields", () => {
  const name = text("Nome inválido").min(2, "curto");

  it("refuses control characters and lone surrogates with one pt-BR message", () => {
    for (const value of ["Pa\u0000ula", "Paula\ud800", "Pa\u001bula", "Pa\u009bula"]) {
      expect(messages(name, value)).toEqual([invalid]);
    }
  });

  it("refuses a tab or a line break inside the value", () => {
    for (const value of ["Paula\tReis", "Paula\nReis", "Paula\rReis"]) {
      expect(messages(name, value)).toEqual([invalid]);
    }
  });

  it("trims surrounding whitespace, line breaks included, and keeps the rest", () => {
    expect(name.parse("  Paula Reis\r\n")).toBe("Paula Reis");
    expect(name.parse("Zoë 😀")).toBe("Zoë 😀");
  });

  it("keeps the field's own messages for everything else", () => {
    expect(messages(name, "a")).toEqual(["curto"]);
    expect(messages(name, 42)).toEqual(["Nome inválido"]);
  });

  it("can keep the value as typed (passwords)", () => {
    const password = text("Senha é obrigatória", { trim: false });
    expect(password.parse("  segredo  ")).toBe("  segredo  ");
    expect(messages(password, "seg\u0000redo")).toEqual([invalid]);
    expect(messages(password, "seg\tredo")).toEqual([invalid]);
  });
});

describe("text(): multi-line texts", () => {
  const message = text("Mensagem inválida", { multiline: true });

  it("keeps tabs and line feeds, and turns CRLF and lone CR into LF", () => {
    expect(message.parse("Olá,\r\n\tlinha 2\rlinha 3\n")).toBe("Olá,\n\tlinha 2\nlinha 3");
  });

  it("still refuses every other control character and lone surrogates", () => {
    for (const value of ["linha\u0000", "linha\u000b2", "linha\u007f", "\udfff linha"]) {
      expect(messages(message, value)).toEqual([invalid]);
    }
  });
});
