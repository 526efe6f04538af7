import { describe, expect, test } from "vitest";
import { csvFileName, csvValue, subscribersCsv } from "./csv.ts";
import type { Subscriber } from "./types.ts";

const subscriber = (over: Partial<Subscriber>): Subscriber => ({
  id: 1,
  email: "ana@exemplo.com.br",
  name: "Ana Souza",
  active: true,
  createdAt: "2026-03-05T17:30:00.000Z",
  confirmedAt: null,
  ...over,
});

describe("newsletter CSV (SPEC 7.4)", () => {
  test("header, then one quoted row per active subscriber, dates dd/MM/yyyy in São Paulo", () => {
    const csv = subscribersCsv([
      subscriber({}),
      // 01:30 UTC on the 1st is still 31/12 in São Paulo.
      subscriber({ id: 2, email: "b@x.com", name: null, createdAt: "2026-01-01T01:30:00.000Z" }),
      subscriber({ id: 3, email: "inativo@x.com", active: false }),
    ]);
    expect(csv).toBe(
      [
        "Nome,Email,Data de Inscrição",
        '"Ana Souza","ana@exemplo.com.br","05/03/2026"',
        '"","b@x.com","31/12/2025"',
      ].join("\n"),
    );
  });

  test("no subscribers: the header alone", () => {
    expect(subscribersCsv([])).toBe("Nome,Email,Data de Inscrição");
  });

  test("quotes are doubled and commas stay inside the value", () => {
    expect(csvValue('Maria "Mari" Lima, ME')).toBe('"Maria ""Mari"" Lima, ME"');
  });

  test("formula-looking values are neutralised", () => {
    expect(csvValue('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvValue("+55 11")).toBe('"\'+55 11"');
    expect(csvValue("@sum")).toBe('"\'@sum"');
    expect(csvValue("João")).toBe('"João"');
  });

  test("the file name carries the São Paulo date as yyyy-MM-dd", () => {
    expect(csvFileName(new Date("2026-07-01T02:00:00.000Z"))).toBe(
      "newsletter_subscribers_2026-06-30.csv",
    );
  });
});
