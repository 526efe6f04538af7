import { describe, expect, test } from "vitest";
import { csvFileName, csvRow, csvStart, csvValue } from "./csv.ts";
import type { Subscriber } from "./types.ts";

const subscriber = (over: Partial<Subscriber>): Subscriber => ({
  id: 1,
  email: "ana@exemplo.com.br",
  name: "Ana Souza",
  active: true,
  createdAt: "2026-03-05T17:30:00.000Z",
  confirmedAt: null,
  pending: false,
  ...over,
});

describe("newsletter CSV (docs/product.md#admin-newsletter)", () => {
  test("a byte-order mark, then every value quoted and separated by ';', the header's too", () => {
    expect(csvStart).toBe('\uFEFF"Nome";"Email";"Data de Inscrição"');
    expect(csvRow(subscriber({}))).toBe('"Ana Souza";"ana@exemplo.com.br";"05/03/2026"');
    // 01:30 UTC on the 1st is still 31/12 in São Paulo; a missing name is an empty value.
    expect(csvRow(subscriber({ name: null, createdAt: "2026-01-01T01:30:00.000Z" }))).toBe(
      '"";"ana@exemplo.com.br";"31/12/2025"',
    );
  });

  test("a formula in a name is neutralised in its row", () => {
    expect(csvRow(subscriber({ name: '=HYPERLINK("http://x")' }))).toBe(
      '"\'=HYPERLINK(""http://x"")";"ana@exemplo.com.br";"05/03/2026"',
    );
  });

  test("quotes are doubled and commas stay inside the value", () => {
    expect(csvValue('Maria "Mari" Lima; ME')).toBe('"Maria ""Mari"" Lima; ME"');
  });

  test("formula-looking values are neutralised", () => {
    expect(csvValue('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvValue("+55 11")).toBe('"\'+55 11"');
    expect(csvValue("@sum")).toBe('"\'@sum"');
    expect(csvValue("-2+3")).toBe('"\'-2+3"');
    expect(csvValue("\tx")).toBe('"\'\tx"');
    expect(csvValue("\rx")).toBe('"\'\rx"');
    expect(csvValue("João")).toBe('"João"');
  });

  test("the file name carries the São Paulo date as yyyy-MM-dd", () => {
    expect(csvFileName(new Date("2026-07-01T02:00:00.000Z"))).toBe(
      "newsletter_subscribers_2026-06-30.csv",
    );
  });
});
