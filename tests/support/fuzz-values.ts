import fc from "fast-check";

/**
 * Hostile values for the API fuzz suite: strings with control characters, lone surrogates and
 * oddities a database or parser may choke on; numbers at the edges; nested JSON; and the
 * percent-encoding that puts any of them in a path or a query string.
 */

const controls = [
  ...Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)),
  "\u007f",
  "\u0085",
  "\u009b",
];
const loneSurrogates = ["\ud800", "\udbff", "\udc00", "\udfff"];
const oddities = [
  "\u2028",
  "\u2029",
  "\ufeff",
  "\ufffe",
  "\uffff",
  "\ufffd",
  "\u202e",
  "\u200b",
  "\u00a0",
  "\u0301",
  "😀",
  "İ",
  "ß",
  "ﬀ",
  "\\",
  '"',
  "'",
  "%",
  "/",
  "&",
  "=",
  "?",
  "#",
  "+",
];

/** One character (or pair) of text, hostile more often than a real person would type. */
const hostileChar = fc.oneof(
  { arbitrary: fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 1 }), weight: 5 },
  { arbitrary: fc.constantFrom(...controls), weight: 2 },
  { arbitrary: fc.constantFrom(...loneSurrogates), weight: 2 },
  { arbitrary: fc.constantFrom(...oddities), weight: 2 },
  { arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 1 }), weight: 1 },
);

const specialStrings = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "fim\udbff",
  "\ude00\ud83d",
  "\u001b[2J",
  "\r\n",
  "\t",
  "null",
  "undefined",
  "true",
  "NaN",
  "-0",
  "1e309",
  "9".repeat(40),
  "0x10",
  "' or '1'='1",
  '"; drop table users; --',
  "<script>alert(1)</script>",
  "../../../etc/passwd",
  "javascript:alert(1)",
  "data:text/html,<b>x</b>",
  "//evil.example/x",
  "/media/../x",
  "https://exa mple.com",
  "https://example.com/\u0000",
  "__proto__",
  "constructor",
  "1970-01-01",
  "0000-00-00",
  "9999-12-31T23:59:59Z",
  "2024-02-30",
  "all",
  "website",
  "approved",
];

/** A long run of one character: at, around and beyond the fields' maximum lengths. */
const longString = fc
  .tuple(
    fc.constantFrom(101, 255, 501, 2049, 5001, 20_000),
    fc.constantFrom("a", "ç", "😀", "\u0000", " ", "9", "\ud800"),
  )
  .map(([length, char]) => char.repeat(length));

export const hostileString = fc.oneof(
  { arbitrary: fc.string({ unit: hostileChar, maxLength: 30 }), weight: 6 },
  { arbitrary: fc.constantFrom(...specialStrings), weight: 3 },
  { arbitrary: longString, weight: 1 },
);

/**
 * What gets slipped into otherwise valid text. NUL is weighted up: it is the character that
 * databases refuse outright, and one in a few hundred random characters would rarely try it.
 */
const taintChar = fc.oneof(
  { arbitrary: fc.constant("\u0000"), weight: 3 },
  { arbitrary: fc.constantFrom(...controls), weight: 2 },
  { arbitrary: fc.constantFrom(...loneSurrogates), weight: 2 },
  { arbitrary: fc.constantFrom(...oddities), weight: 1 },
  { arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 1 }), weight: 1 },
);

/** `valid` with hostile text slipped in: the other rules still pass, so it reaches the service. */
export function taintedString(valid: string) {
  return fc
    .tuple(fc.string({ unit: taintChar, minLength: 1, maxLength: 3 }), fc.nat(valid.length))
    .map(([bad, at]) => `${valid.slice(0, at)}${bad}${valid.slice(at)}`);
}

const edgeNumber = fc.oneof(
  fc.constantFrom(0, -1, 1, 1.5, 5, 6, 2_147_483_647, 2_147_483_648, -2_147_483_649),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, 1e308, -1e308, 5e-324, 1e21),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** Any JSON value a field might receive instead of the one it expects. */
export const hostileValue = fc.oneof(
  { arbitrary: hostileString, weight: 4 },
  { arbitrary: edgeNumber, weight: 2 },
  { arbitrary: fc.boolean(), weight: 1 },
  { arbitrary: fc.constant(null), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 3, stringUnit: hostileChar }), weight: 2 },
);

/**
 * Percent-encodes text for a URL, lone surrogates included: those get the three bytes of their
 * generalised UTF-8 form (ED A0 80 for U+D800), which no valid UTF-8 decoder accepts.
 */
export function percentEncode(value: string): string {
  let out = "";
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    const next = value.charCodeAt(i + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(value.slice(i, i + 2));
      i++;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
      out += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join("");
    } else {
      out += encodeURIComponent(value[i]!);
    }
  }
  return out;
}

/** Raw URL pieces no encoder would produce: bad escapes, dot segments, encoded slashes. */
const rawUrlJunk = [
  "%",
  "%%",
  "%zz",
  "%0",
  "%00",
  "a%00b",
  "%2F",
  "%2f..%2f",
  "..",
  ".",
  "%2e%2e",
  "%C0%80",
  "%ED%A0%80",
  "%FF",
  "%E2%80%AE",
  "+",
  "%20",
  ";",
  "a;b=c",
  "~",
  "%25",
];

/** A path parameter: a known good value, a numeric edge, or percent-encoded junk. */
export function pathParam(known: readonly string[]) {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...known), weight: 4 },
    {
      arbitrary: fc.constantFrom(
        "0",
        "-1",
        "01",
        "1.0",
        "1e3",
        "0x1",
        "2147483647",
        "2147483648",
        "99999999999999999999",
        "NaN",
      ),
      weight: 2,
    },
    { arbitrary: hostileString.map(percentEncode), weight: 3 },
    { arbitrary: fc.constantFrom(...rawUrlJunk), weight: 2 },
    { arbitrary: fc.constantFrom("x".repeat(3000), "%00".repeat(500)), weight: 1 },
  );
}

const queryNames = [
  "limit",
  "category",
  "status",
  "q",
  "cursor",
  "folder",
  "email",
  "token",
  "page",
  "id",
  "__proto__",
];

/** A query string (with its "?", or empty): known and unknown names, hostile values, junk. */
export const queryString = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom(...queryNames), hostileString.map(percentEncode)),
      fc.oneof(
        { arbitrary: hostileString.map(percentEncode), weight: 4 },
        { arbitrary: fc.constantFrom(...rawUrlJunk), weight: 1 },
        { arbitrary: edgeNumber.map(String), weight: 1 },
      ),
    ),
    { maxLength: 4 },
  )
  .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join("&")}` : ""));
