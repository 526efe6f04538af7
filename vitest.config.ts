import { defineConfig } from "vitest/config";

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
    // Each file opens its own database; scrypt hashing is deliberately slow.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
