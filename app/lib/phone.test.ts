import { describe, expect, it } from "vitest";
import { formatPhone, maskPhone, normalisePhone, telHref } from "./phone.ts";

describe("maskPhone", () => {
  it.each([
    ["1", "(1"],
    ["11", "(11"],
    ["119", "(11) 9"],
    ["1198765", "(11) 9876-5"],
    ["11987654321", "(11) 98765-4321"],
    ["1134567890", "(11) 3456-7890"],
    ["(11) 98765-43219999", "(11) 98765-4321"],
    ["abc", ""],
    ["+41 44 668 18 00", "+41446681800"],
    ["+", "+"],
  ])("%s → %s", (typed, shown) => {
    expect(maskPhone(typed)).toBe(shown);
  });

  it("is stable when applied to its own output", () => {
    for (const typed of ["11987654321", "1134567890", "+41446681800"]) {
      expect(maskPhone(maskPhone(typed))).toBe(maskPhone(typed));
    }
  });
});

describe("normalisePhone", () => {
  it.each([
    ["(11) 98765-4321", "+5511987654321"],
    ["(11) 3456-7890", "+551134567890"],
    ["+55 11 98765-4321", "+5511987654321"],
    ["5511987654321", "+5511987654321"],
    ["+41 44 668 18 00", "+41446681800"],
    ["  ramal 1234 5678 9  ", "ramal 1234 5678 9"],
  ])("%s → %s", (typed, stored) => {
    expect(normalisePhone(typed)).toBe(stored);
  });
});

describe("formatPhone and telHref", () => {
  it("shows Brazilian numbers masked and links every number", () => {
    expect(formatPhone("+5511987654321")).toBe("(11) 98765-4321");
    expect(formatPhone("+551134567890")).toBe("(11) 3456-7890");
    expect(formatPhone("+41446681800")).toBe("+41446681800");
    expect(formatPhone("(11) 5555-0000")).toBe("(11) 5555-0000");
    expect(telHref("+5511987654321")).toBe("tel:+5511987654321");
    expect(telHref("(11) 5555-0000")).toBe("tel:1155550000");
  });
});
