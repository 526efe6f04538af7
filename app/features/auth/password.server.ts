import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { availableParallelism } from "node:os";
import { WorkQueue } from "../../lib/work-queue.ts";

// OWASP's scrypt parameters (N=2^17, r=8, p=1: 128 MiB, memory-hard). Stored with the hash,
// so raising them later still verifies older hashes.
const PRODUCTION_LOG2_N = 17;
const r = 8;
const p = 1;
const keyLength = 32;

// scrypt runs on libuv's thread pool, which static files, compression and DNS lookups share
// (4 threads unless UV_THREADPOOL_SIZE is set in the process's environment), and keeps a core
// busy for its whole run. Hashes run at most two at a time, leave two threads of the pool to
// the rest, and leave a core to the event loop (one at a time on two cores), so a flood of
// sign-ins slows sign-ins, never the site. A few more wait their turn; past that, a fast 503.
const threadPoolSize = Number(process.env.UV_THREADPOOL_SIZE) || 4;
export const passwordHashing = new WorkQueue({
  concurrency: Math.max(1, Math.min(2, threadPoolSize - 2, availableParallelism() - 1)),
  maxWaiting: 4,
  typicalMs: 700,
});

function derive(password: string, salt: Buffer, n: number, rr: number, pp: number) {
  return passwordHashing.run(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(
          password.normalize("NFKC"),
          salt,
          keyLength,
          { N: n, r: rr, p: pp, maxmem: 256 * n * rr * 2 },
          (error, key) => (error ? reject(error) : resolve(key)),
        ),
      ),
  );
}

/**
 * N for a new hash. A test process (NODE_ENV=test) may lower it with TEST_PASSWORD_HASH_LOG2N,
 * so the hundreds of accounts the tests make do not cost 128 MiB and a third of a second each
 * (docs/architecture.md#tests); any other process always hashes at the production cost.
 */
export function hashCost(): number {
  const lowered = Number(process.env.TEST_PASSWORD_HASH_LOG2N);
  const inTests = process.env.NODE_ENV === "test" && Number.isInteger(lowered);
  const allowed = inTests && lowered >= 10 && lowered < PRODUCTION_LOG2_N;
  return 2 ** (allowed ? lowered : PRODUCTION_LOG2_N);
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const N = hashCost();
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
// takes the same time whether or not the user exists (docs/product.md#api-conventions).
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  if (!decoy) {
    decoy = hashPassword(randomBytes(16).toString("hex"));
    // Refused while the hashing queue was full: the next sign-in makes it again.
    decoy.catch(() => {
      decoy = undefined;
    });
  }
  return decoy;
}
