import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  dateFieldMessages,
  dayToBR,
  dayToLocalDate,
  dayToLongBR,
  isCalendarDay,
  localDateToDay,
  maskDateBR,
  parseDateBR,
} from "./calendar-day.ts";

describe("maskDateBR", () => {
  it.each([
    ["1", "1"],
    ["15", "15"],
    ["150", "15/0"],
    ["1503", "15/03"],
    ["15032024", "15/03/2024"],
    ["15/03/2024", "15/03/2024"],
    ["150320241", "15/03/2024"],
    ["15/", "15/"],
    ["1/", "01/"],
    ["1/3/2024", "01/03/2024"],
    ["1.3.2024", "01/03/2024"],
    ["15 03 2024", "15/03/2024"],
    ["2024-03-15", "15/03/2024"],
    ["2024-3-5", "05/03/2024"],
    ["abc", ""],
    ["", ""],
  ])("%j → %j", (typed, shown) => {
    expect(maskDateBR(typed)).toBe(shown);
  });

  it("lets a slash the mask wrote be deleted", () => {
    // "15/" shown, the slash deleted: "15" stays, and the next digit brings the slash back.
    expect(maskDateBR("15")).toBe("15");
    expect(maskDateBR("15/0")).toBe("15/0");
  });

  it("is stable on its own output and never longer than dd/MM/yyyy", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(..."0123456789/.- a") }), (typed) => {
        const shown = maskDateBR(typed);
        expect(shown.length).toBeLessThanOrEqual(10);
        expect(maskDateBR(shown)).toBe(shown);
      }),
    );
  });
});

describe("parseDateBR", () => {
  it("reads dd/MM/yyyy as yyyy-MM-dd, and empty as no date", () => {
    expect(parseDateBR("15/03/2024")).toEqual({ ok: true, day: "2024-03-15" });
    expect(parseDateBR(" 29/02/2024 ")).toEqual({ ok: true, day: "2024-02-29" });
    expect(parseDateBR("")).toEqual({ ok: true, day: "" });
  });

  it.each([
    ["31/02/2024", dateFieldMessages.impossible("31/02/2024")],
    ["29/02/2023", dateFieldMessages.impossible("29/02/2023")],
    ["00/01/2024", dateFieldMessages.impossible("00/01/2024")],
    ["10/13/2024", dateFieldMessages.impossible("10/13/2024")],
    ["15/03/24", dateFieldMessages.format],
    ["15/3/2024", dateFieldMessages.format],
    ["2024-03-15", dateFieldMessages.format],
    ["ontem", dateFieldMessages.format],
    ["01/01/1899", dateFieldMessages.before("01/01/1900")],
    ["01/01/2101", dateFieldMessages.after("31/12/2100")],
  ])("refuses %j: %s", (typed, message) => {
    expect(parseDateBR(typed)).toEqual({ ok: false, message });
  });

  it("holds a field's own first and last days", () => {
    const bounds = { min: "2026-01-10", max: "2026-01-20" };
    expect(parseDateBR("09/01/2026", bounds)).toEqual({
      ok: false,
      message: "Informe uma data a partir de 10/01/2026.",
    });
    expect(parseDateBR("21/01/2026", bounds)).toEqual({
      ok: false,
      message: "Informe uma data até 20/01/2026.",
    });
    expect(parseDateBR("20/01/2026", bounds)).toEqual({ ok: true, day: "2026-01-20" });
  });

  it("accepts exactly the days that exist, the same ones the server accepts", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 31 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1900, max: 2100 }),
        (day, month, year) => {
          const pad = (n: number, w = 2) => String(n).padStart(w, "0");
          const typed = `${pad(day)}/${pad(month)}/${year}`;
          const real = new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day;
          const parsed = parseDateBR(typed);
          expect(parsed.ok).toBe(real);
          if (parsed.ok) {
            expect(isCalendarDay(parsed.day)).toBe(true);
            expect(dayToBR(parsed.day)).toBe(typed);
          }
        },
      ),
    );
  });
});

describe("isCalendarDay", () => {
  it.each([
    ["2024-02-29", true],
    ["2023-02-29", false],
    ["2024-02-30", false],
    ["2024-13-01", false],
    ["1899-12-31", false],
    ["2101-01-01", false],
    ["0000-01-01", false],
    ["2024-3-1", false],
    [" 2024-03-01", false],
    [20240301, false],
  ])("%j → %s", (value, expected) => {
    expect(isCalendarDay(value)).toBe(expected);
  });
});

describe("local dates", () => {
  it("go to and from yyyy-MM-dd without a time zone's shift", () => {
    for (const day of ["1900-01-01", "2024-02-29", "2026-10-18", "2100-12-31"]) {
      expect(localDateToDay(dayToLocalDate(day))).toBe(day);
    }
  });
});

describe("dayToLongBR", () => {
  it.each([
    ["2023-04-23", "23 de abril de 2023"],
    ["2026-01-05", "5 de janeiro de 2026"],
    ["2025-03-01", "1 de março de 2025"],
    ["2025-13-01", "2025-13-01"],
    ["23/04/2023", "23/04/2023"],
  ])("%s → %s", (iso, text) => {
    expect(dayToLongBR(iso)).toBe(text);
  });
});
