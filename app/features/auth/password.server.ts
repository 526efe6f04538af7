import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

// OWASP's scrypt parameters (N=2^17, r=8, p=1: 128 MiB, memory-hard). Stored with the hash,
// so raising them later still verifies older hashes.
const N = 2 ** 17;
const r = 8;
const p = 1;
const keyLength = 32;

function derive(password: string, salt: Buffer, n: number, rr: number, pp: number) {
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(
      password.normalize("NFKC"),
      salt,
      keyLength,
      { N: n, r: rr, p: pp, maxmem: 256 * n * rr * 2 },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, r, p);
  return `scrypt$${N}$${r}$${p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, rr, pp, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !n || !rr || !pp || !salt || !key) return false;
  const expected = Buffer.from(key, "base64");
  const actual = await derive(
    password,
    Buffer.from(salt, "base64"),
    Number(n),
    Number(rr),
    Number(pp),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

// A real hash of a random password: unknown usernames are checked against it so a failed login
// takes the same time whether or not the user exists (CONTRACT 4).
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString("hex"));
  return decoy;
}
