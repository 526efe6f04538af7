import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// docs/architecture.md#tests: one run covers both databases. Every file runs on PGlite, and
// again on PostgreSQL when TEST_DATABASE_URL names a server; the two projects share the workers.
const postgres = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    include: [
      "app/**/*.test.ts",
      "server/**/*.test.ts",
      "db/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tests/unit/**/*.test.ts",
    ],
    environment: "node",
    // A test file spends much of its time waiting (on PostgreSQL, on a child server, on hashing
    // threads), so one worker more than the cores keeps them busy.
    maxWorkers: availableParallelism() + 1,
    // The tests' own cheaper settings; login-limits.test.ts and password.test.ts prove the
    // production ones.
    env: { TEST_PASSWORD_HASH_LOG2N: "10", TEST_SIGN_IN_REFUSAL_PAUSE_MS: "0" },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: "pglite", env: { TEST_DATABASE_URL: "" } } },
      ...(postgres
        ? [{ extends: true, test: { name: "postgres", env: { TEST_DATABASE_URL: postgres } } }]
        : []),
    ],
  },
});
