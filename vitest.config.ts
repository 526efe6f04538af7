import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { databaseTestFiles } from "./tests/support/database-test-files.ts";

// docs/architecture.md#tests: one run covers both databases. Every file runs on PGlite, and the
// files that can reach a database run again on PostgreSQL when TEST_DATABASE_URL names a server;
// the two projects share the workers.
const postgres = process.env.TEST_DATABASE_URL;
const testFiles = [
  "app/**/*.test.ts",
  "server/**/*.test.ts",
  "db/**/*.test.ts",
  "scripts/**/*.test.ts",
  "tests/unit/**/*.test.ts",
];

export default defineConfig({
  test: {
    environment: "node",
    // The message functions (app/paraglide) the tests and the servers they start import.
    globalSetup: ["./tests/support/compile-messages.ts"],
    // A worker runs its files one after another in the same process, importing the app once
    // rather than once per file: the PGlite pass took 130 s instead of 220 s, and a third less
    // CPU. So a test file leaves nothing behind in the process: it restores what it changes
    // (environment, globals, timers, spies) in its own afterEach or afterAll.
    isolate: false,
    // A test file spends much of its time waiting (on PostgreSQL, on a child server, on hashing
    // threads), so one worker more than the cores keeps them busy.
    maxWorkers: availableParallelism() + 1,
    // The tests' own cheaper settings; login-limits.test.ts and password.test.ts prove the
    // production ones.
    env: { TEST_PASSWORD_HASH_LOG2N: "10", TEST_SIGN_IN_REFUSAL_PAUSE_MS: "0" },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: { name: "pglite", include: testFiles, env: { TEST_DATABASE_URL: "" } },
      },
      ...(postgres
        ? [
            {
              extends: true,
              test: {
                name: "postgres",
                include: databaseTestFiles(import.meta.dirname, testFiles),
                env: { TEST_DATABASE_URL: postgres },
              },
            },
          ]
        : []),
    ],
  },
});
