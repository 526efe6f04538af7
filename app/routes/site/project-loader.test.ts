import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { pageLoadContext } from "../../../tests/support/load-context.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { createProject } from "../../features/portfolio/test-fixtures.ts";
import { loader } from "./project.tsx";

// The server render of /portfolio/{slug}: a slug no project can have, or one the database
// cannot even compare, is the page's ordinary 404 ('Projeto não encontrado'), never a 500.

type LoaderArgs = Parameters<typeof loader>[0];

function load(t: TestApp, slug: string) {
  const context = pageLoadContext(t);
  // The URL only has to exist: the loader reads the slug React Router decoded from it.
  const request = new Request("http://localhost/portfolio/x");
  return loader({ params: { slug }, context, request } as unknown as LoaderArgs);
}

const notFound = { init: { status: 404 }, data: "Projeto não encontrado" };

describe("project page loader", () => {
  let t: TestApp;
  let slug: string;

  beforeAll(async () => {
    t = await createTestApp();
    slug = (await createProject(t, (await t.signIn("editor")).cookie)).slug;
  });
  afterAll(() => t.close());

  it("loads an active project", async () => {
    await expect(load(t, slug)).resolves.toMatchObject({ project: { slug } });
  });

  it.each([
    ["NUL", "loja\u0000aurora"],
    ["a lone surrogate", "loja\ud800"],
    ["an escape character", "\u001b[2J"],
    ["spaces and capitals", "Loja Aurora"],
    ["an oversized slug", "a".repeat(5000)],
    ["an undecodable escape left as is", "%ED%A0%80"],
  ])("answers %s with the page's 404", async (_kind, malformed) => {
    await expect(load(t, malformed)).rejects.toMatchObject(notFound);
  });
});

describe("project page loader on a database that refuses the value", () => {
  let broken: TestApp;

  beforeAll(async () => {
    broken = await createTestApp();
    // The slug column turned into a number: comparing it with any slug is a data exception.
    await broken.db.execute(
      sql`alter table portfolio_projects alter column slug type integer using 0`,
    );
  });
  afterAll(() => broken.close());

  it("answers the 404 page instead of a 500, and logs the fault by its code", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      await expect(load(broken, "loja-aurora")).rejects.toMatchObject(notFound);
      expect(warn).toHaveBeenCalledTimes(1);
      const logged = JSON.stringify(warn.mock.calls[0]);
      expect(logged).toContain('"code":"22P02"');
      expect(logged).not.toContain("loja-aurora");
    } finally {
      warn.mockRestore();
    }
  });
});
