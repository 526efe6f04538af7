import { afterEach, describe, expect, it, vi } from "vitest";
import { hashCost, hashPassword, verifyPassword } from "./password.server.ts";

// docs/architecture.md#tests: the test suite lowers the hash cost; these prove what every
// other process does.
afterEach(() => vi.unstubAllEnvs());

describe("password hashes", () => {
  it("are made at OWASP's scrypt cost (N=2^17, r=8, p=1) outside tests, and verify", async () => {
    vi.stubEnv("TEST_PASSWORD_HASH_LOG2N", undefined);
    const stored = await hashPassword("senha-segura-123");
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(await verifyPassword("senha-segura-123", stored)).toBe(true);
    expect(await verifyPassword("senha-errada-123", stored)).toBe(false);
  });

  it("ignore the tests' lower cost in any process that is not a test", () => {
    vi.stubEnv("TEST_PASSWORD_HASH_LOG2N", "10");
    vi.stubEnv("NODE_ENV", "production");
    expect(hashCost()).toBe(2 ** 17);
    vi.stubEnv("NODE_ENV", "development");
    expect(hashCost()).toBe(2 ** 17);
  });

  it("never go below 2^10 or above the production cost through the tests' setting", () => {
    vi.stubEnv("NODE_ENV", "test");
    for (const value of ["9", "17", "30", "abc", ""]) {
      vi.stubEnv("TEST_PASSWORD_HASH_LOG2N", value);
      expect(hashCost(), value).toBe(2 ** 17);
    }
    vi.stubEnv("TEST_PASSWORD_HASH_LOG2N", "12");
    expect(hashCost()).toBe(2 ** 12);
  });

  it("made at a lower cost still verify, since the cost is stored with each hash", async () => {
    vi.stubEnv("TEST_PASSWORD_HASH_LOG2N", "10");
    const stored = await hashPassword("outra-senha-456");
    expect(stored.startsWith("scrypt$1024$8$1$")).toBe(true);
    expect(await verifyPassword("outra-senha-456", stored)).toBe(true);
  });
});
