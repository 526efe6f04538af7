import { describe, expect, test } from "vitest";
import { formatDate, formatDateTime, formatLongDateTime, isoDay } from "./format-date.ts";

// 17:30 UTC is 14:30 in São Paulo (UTC-3, no daylight saving since 2019).
const afternoon = "2026-03-05T17:30:00.000Z";
// 01:30 UTC on the 6th is still the 5th in São Paulo.
const lateNight = "2026-03-06T01:30:00.000Z";

describe("dates in America/Sao_Paulo", () => {
  test("list dates are dd/MM/yyyy", () => {
    expect(formatDate(afternoon)).toBe("05/03/2026");
    expect(formatDate(lateNight)).toBe("05/03/2026");
  });

  test("date and time are dd/MM/yyyy HH:mm on a 24-hour clock", () => {
    expect(formatDateTime(afternoon)).toBe("05/03/2026 14:30");
    expect(formatDateTime("2026-01-10T03:05:00.000Z")).toBe("10/01/2026 00:05");
  });

  test("the long form spells the month", () => {
    expect(formatLongDateTime(afternoon)).toBe("5 de março de 2026, 14:30");
    expect(formatLongDateTime(new Date(lateNight))).toBe("5 de março de 2026, 22:30");
  });

  test("isoDay is the São Paulo calendar day", () => {
    expect(isoDay(lateNight)).toBe("2026-03-05");
  });
});
