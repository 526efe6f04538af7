import { afterAll, describe, expect, it, vi } from "vitest";
import { type ServerProcess, startServerProcess } from "../tests/support/server-process.ts";

// docs/product.md#operations: a generated first-admin password is shown once, on the terminal,
// and never reaches the JSON log a collector keeps.

let server: ServerProcess | undefined;
afterAll(() => server?.cleanup());

describe("the first admin's generated password", () => {
  it("is printed once, as plain text, and the JSON log names only the username", async () => {
    server = await startServerProcess({
      ADMIN_USERNAME: "",
      ADMIN_PASSWORD: "",
      LOG_LEVEL: "info",
    });
    // The password goes to stderr and "listening" to stdout: two pipes, read in no set order.
    const shown = await vi.waitFor(() => {
      const found = /Primeiro administrador: admin, senha (\S+)\n/.exec(server!.output());
      expect(found).not.toBeNull();
      return found;
    });
    const output = server.output();
    const password = shown![1]!;
    expect(password.length).toBeGreaterThanOrEqual(12);
    expect(output.split(password)).toHaveLength(2);
    const jsonLines = output.split("\n").filter((line) => line.startsWith("{"));
    const created = jsonLines.map((line) => JSON.parse(line)).find((entry) => entry.username);
    expect(created).toMatchObject({ username: "admin" });
    expect(created).not.toHaveProperty("password");
  });
});
