import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { adminOrder, createProject } from "./test-fixtures.ts";

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = (await t.signIn("editor")).cookie;
});
afterAll(() => t.close());

const reorder = (orderedIds: unknown) =>
  t.request("POST", "/api/admin/portfolio/reorder", { body: { orderedIds }, cookie });

/** Asserts positions are exactly 0..n-1, each once, and returns the ids in order. */
async function expectPermutation(): Promise<number[]> {
  const order = await adminOrder(t, cookie);
  expect(order.map((p) => p.displayOrder)).toEqual(order.map((_, i) => i));
  expect(new Set(order.map((p) => p.id)).size).toBe(order.length);
  return order.map((p) => p.id);
}

function shuffled<T>(list: T[], seed: number): T[] {
  const copy = [...list];
  let state = seed;
  for (let i = copy.length - 1; i > 0; i--) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    const j = state % (i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

describe("project order", () => {
  it("puts each new project last", async () => {
    const created = [];
    for (let i = 0; i < 4; i++) created.push(await createProject(t, cookie));
    expect(created.map((p) => p.displayOrder)).toEqual([0, 1, 2, 3]);
    expect(await expectPermutation()).toEqual(created.map((p) => p.id));
  });

  it("rewrites displayOrder to 0..n-1 following orderedIds", async () => {
    const ids = await expectPermutation();
    const wanted = [ids[2]!, ids[0]!, ids[3]!, ids[1]!];
    const res = await reorder(wanted);
    expect(res.status).toBe(200);
    expect(res.body.data.map((p: { id: number }) => p.id)).toEqual(wanted);
    expect(res.body.data.map((p: { displayOrder: number }) => p.displayOrder)).toEqual([
      0, 1, 2, 3,
    ]);
    expect(await expectPermutation()).toEqual(wanted);
  });

  it("wants every project id exactly once", async () => {
    const ids = await expectPermutation();
    const mismatch = "A nova ordem deve conter cada projeto exatamente uma vez";
    for (const bad of [
      ids.slice(1),
      [...ids, 424_242],
      [...ids.slice(1), 424_242],
      [...ids, ids[0]],
      [ids[0], ...ids.slice(0, -1)],
      [],
    ]) {
      const res = await reorder(bad);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, message: mismatch });
    }
    expect(await expectPermutation()).toEqual(ids);
  });

  it("refuses payloads that are not a list of ids", async () => {
    for (const [body, message] of [
      [{}, "Envie a lista completa de projetos na nova ordem"],
      [{ orderedIds: "1,2,3" }, "Envie a lista completa de projetos na nova ordem"],
      [{ orderedIds: null }, "Envie a lista completa de projetos na nova ordem"],
      [{ orderedIds: [1, "2"] }, "Identificador de projeto inválido"],
      [{ orderedIds: [1.5] }, "Identificador de projeto inválido"],
      [{ orderedIds: [-3] }, "Identificador de projeto inválido"],
    ] as const) {
      const res = await t.request("POST", "/api/admin/portfolio/reorder", { body, cookie });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it("closes the gap when a project is deleted", async () => {
    const ids = await expectPermutation();
    await t.request("DELETE", `/api/admin/portfolio/${ids[1]}`, { cookie });
    expect(await expectPermutation()).toEqual([ids[0], ...ids.slice(2)]);
  });
});

describe("project order under concurrency", () => {
  it("serialises 20 parallel reorders: the result is one of the asked orders", async () => {
    for (let i = 0; i < 4; i++) await createProject(t, cookie);
    const ids = await expectPermutation();
    const permutations = Array.from({ length: 20 }, (_, i) => shuffled(ids, i + 1));
    const answers = await Promise.all(permutations.map((p) => reorder(p)));
    expect(answers.map((a) => a.status)).toEqual(permutations.map(() => 200));
    const final = await expectPermutation();
    expect(permutations.map((p) => p.join())).toContain(final.join());
  });

  it("keeps a valid permutation with reorders, creates and deletes racing", async () => {
    const ids = await expectPermutation();
    const victim = ids[0]!;
    const calls = [
      ...Array.from({ length: 20 }, (_, i) => reorder(shuffled(ids, 100 + i))),
      ...Array.from({ length: 5 }, () =>
        t.request("POST", "/api/admin/portfolio", {
          body: {
            title: "Projeto concorrente",
            slug: `concorrente-${Math.random().toString(36).slice(2)}`,
            description: "Criado durante reordenações paralelas.",
            category: "outros",
            imageUrl: "/media/c.png",
          },
          cookie,
        }),
      ),
      t.request("DELETE", `/api/admin/portfolio/${victim}`, { cookie }),
    ];
    const answers = await Promise.all(calls);
    // A reorder that lost the race to a create or the delete no longer names every id: 400.
    for (const answer of answers) expect([200, 201, 400]).toContain(answer.status);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
    const final = await expectPermutation();
    expect(final).toHaveLength(ids.length - 1 + 5);
    expect(final).not.toContain(victim);
  });
});
