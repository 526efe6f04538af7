import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DASHBOARD_PATH, returnAddress, safeReturnPath, signInPathFor } from "./return-path.ts";

const origin = "https://agencia.example";

/** Where a browser on this site goes when told `target` (a Location header, an assign()). */
const resolved = (target: string) => new URL(target, `${origin}/login?next=x`);

describe("safeReturnPath", () => {
  it.each([
    ["/admin", "/admin"],
    ["/admin/mensagens", "/admin/mensagens"],
    ["/admin/mensagens?id=123", "/admin/mensagens?id=123"],
    ["/admin/conta", "/admin/conta"],
    ["/admin/portfolio/12", "/admin/portfolio/12"],
    ["/admin/usuarios?", "/admin/usuarios"],
    // Dot segments are resolved first; a path still under /admin is kept.
    ["/admin/x/../mensagens", "/admin/mensagens"],
    // What is not ASCII is sent percent-encoded, fit for a Location header.
    ["/admin/ação", "/admin/a%C3%A7%C3%A3o"],
  ])("keeps the back-office path %s", (next, expected) => {
    expect(safeReturnPath(next)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [42],
    [""],
    ["/"],
    ["/portfolio"],
    ["/administrador"],
    ["/adminx/mensagens"],
    ["admin/mensagens"],
    ["//evil.example"],
    ["//evil.example/admin"],
    ["/\\evil.example"],
    ["/admin\\..\\..\\evil"],
    ["\\\\evil.example/admin"],
    ["https://evil.example/admin"],
    ["http:/admin"],
    ["javascript:alert(1)//admin"],
    ["/admin/../login"],
    ["/admin/%2e%2e/%2e%2e/evil"],
    ["/admin/%2F%2Fevil.example"],
    ["/admin%2F..%2F..%2Fevil"],
    ["/admin/%5Cevil.example"],
    ["/admin/%252F%252Fevil.example"],
    ["/admin\t//evil.example"],
    ["/admin\n/x"],
    ["/admin\r\nSet-Cookie: sid=1"],
    ["/admin/ mensagens"],
    [`/admin/${"a".repeat(2000)}`],
  ])("sends %j to the dashboard", (next) => {
    expect(safeReturnPath(next)).toBe(DASHBOARD_PATH);
  });

  it("never leaves the site, and only for a page under /admin (any string)", () => {
    const tricky = fc.constantFrom(
      "/",
      "//",
      "\\",
      "/admin",
      "/admin/",
      "%2f",
      "%5C",
      "%25",
      "..",
      "./",
      "@",
      ":",
      "?",
      "#",
      "http:",
      "https://evil.example",
      "\t",
      "\n",
      "\u2028",
      "\u0000",
    );
    const candidates = [
      fc.string(),
      fc.webUrl(),
      fc
        .array(fc.oneof(tricky, fc.string({ maxLength: 4 })), { maxLength: 8 })
        .map((parts) => parts.join("")),
      fc
        .array(fc.oneof(tricky, fc.webSegment()), { maxLength: 6 })
        .map((parts) => `/admin${parts.join("")}`),
    ];
    const holds = (next: string) => {
      const target = safeReturnPath(next);
      const url = resolved(target);
      return (
        target.startsWith("/admin") &&
        url.origin === origin &&
        (url.pathname === "/admin" || url.pathname.startsWith("/admin/")) &&
        // Printable ASCII only: a valid Location header, never a second header line.
        /^[\x21-\x7e]+$/.test(target) &&
        // Asking again gives the same page: what comes out is itself accepted as it is.
        safeReturnPath(target) === target
      );
    };
    for (const candidate of candidates) {
      fc.assert(fc.property(candidate, holds), { numRuns: 150 });
    }
  });

  it("keeps every plain back-office path it is given (any path under /admin)", () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 4 }), fc.option(segment), (parts, id) => {
        const path = `/admin${parts.map((part) => `/${part}`).join("")}${id ? `?id=${id}` : ""}`;
        expect(safeReturnPath(path)).toBe(path);
      }),
    );
  });
});

describe("signInPathFor", () => {
  it("names the page asked for, and nothing for the dashboard", () => {
    expect(signInPathFor("/admin")).toBe("/login");
    expect(signInPathFor("/admin/mensagens?id=7")).toBe(
      "/login?next=%2Fadmin%2Fmensagens%3Fid%3D7",
    );
    expect(signInPathFor("//evil.example")).toBe("/login");
  });
});

describe("returnAddress", () => {
  it("adds the sign-in page's fragment to the page asked for", () => {
    expect(returnAddress("?next=%2Fadmin%2Fconta", "#confirmar-email=abc.def")).toBe(
      "/admin/conta#confirmar-email=abc.def",
    );
    expect(returnAddress("?next=%2Fadmin%2Fmensagens%3Fid%3D3", "")).toBe("/admin/mensagens?id=3");
    expect(returnAddress("", "#")).toBe("/admin");
  });

  it("goes to the dashboard when `next` is missing or foreign, and stays on the site", () => {
    expect(returnAddress("", "")).toBe("/admin");
    expect(returnAddress("?next=https://evil.example", "")).toBe("/admin");
    expect(returnAddress("?next=%2F%2Fevil.example", "#x")).toBe("/admin#x");
    expect(resolved(returnAddress("?next=/%5Cevil.example", "#//evil.example")).origin).toBe(
      origin,
    );
  });
});
