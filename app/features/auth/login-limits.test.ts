import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { createUser } from "../users/users.server.ts";
import { passwordHashing } from "./password.server.ts";

// Sign-in limits as an attacker meets them. Client addresses come from X-Forwarded-For
// (TRUST_PROXY=1), so each test speaks for as many clients as it needs.

// This file runs the production settings the other tests lower (docs/architecture.md#tests):
// hashes at full cost fill the hashing queue, and refusals pause a whole second.
// Each test waits for several real password hashes in a row (up to seven), which takes more
// than the default 30 s on a busy machine.
vi.setConfig({ testTimeout: 120_000 });
let t: TestApp;
beforeAll(async () => {
  vi.stubEnv("TEST_PASSWORD_HASH_LOG2N", undefined);
  vi.stubEnv("TEST_SIGN_IN_REFUSAL_PAUSE_MS", undefined);
  t = await createTestApp({
    TRUST_PROXY: "1",
    RATE_LIMIT_LOGIN: "3",
    RATE_LIMIT_LOGIN_PER_IP: "4",
  });
});
afterAll(async () => {
  await t.close();
  vi.unstubAllEnvs();
});

let clients = 0;
/** A client address no other test uses. */
const newClient = () => `203.0.113.${++clients}`;

async function newUser(password = "senha-certa-123") {
  const username = `pessoa-${Math.random().toString(36).slice(2, 8)}`;
  await createUser(t.db, { username, password, fullName: "Pessoa Teste", role: "editor" });
  return { username, password };
}

function login(client: string, username: string, password: string) {
  return t.request("POST", "/api/login", {
    body: { username, password },
    headers: { "x-forwarded-for": client },
  });
}

const statuses = (answers: Array<{ status: number }>) => answers.map((a) => a.status);
const count = (answers: Array<{ status: number }>, status: number) =>
  answers.filter((a) => a.status === status).length;

describe("the failed-login limit under parallel guesses", () => {
  it("never checks more guesses than the account has left, and a burst cannot sign in once it is spent", async () => {
    const { username, password } = await newUser();
    const client = newClient();
    expect((await login(client, username, "errada-0")).status).toBe(401);

    // Two guesses left: a burst of 40 gets at most two of them checked.
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(client, username, `errada-${i + 1}`)),
    );
    expect(statuses(burst).every((s) => s === 401 || s === 429)).toBe(true);
    expect(count(burst, 401)).toBeLessThanOrEqual(2);

    // Whatever the burst left is all there is: three wrong guesses in total, then 429.
    const rest = [];
    for (let i = 0; i < 3; i++) rest.push(await login(client, username, `errada-${41 + i}`));
    expect(count(burst, 401) + count(rest, 401)).toBe(2);
    expect(rest.at(-1)?.status).toBe(429);

    // Spent: a burst of 30 that holds the right password signs nobody in.
    const withRight = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        login(client, username, i % 10 === 0 ? password : `outra-${i}`),
      ),
    );
    expect(statuses(withRight).every((s) => s === 429)).toBe(true);
    const [refused] = withRight;
    expect(refused?.body.message).toBe("Muitas tentativas. Tente novamente em alguns minutos.");
    expect(Number(refused?.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("checks one sign-in at a time per client: the others in a burst get a 429", async () => {
    const { username, password } = await newUser();
    const client = newClient();
    const burst = await Promise.all(
      Array.from({ length: 5 }, () => login(client, username, password)),
    );
    expect(count(burst, 200)).toBe(1);
    const refused = burst.filter((a) => a.status === 429);
    expect(refused).toHaveLength(4);
    for (const answer of refused) expect(answer.headers.get("retry-after")).toBe("1");
  });
});

describe("the per-client sign-in limit, whatever the username", () => {
  it("answers 429 to a username-rotating flood once the client's allowance is spent", async () => {
    const flooder = newClient();
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await login(flooder, `inventado-${i}`, "chute"));
    expect(statuses(answers)).toEqual([401, 401, 401, 401, 429, 429]);
    expect(Number(answers[5]?.headers.get("retry-after"))).toBeGreaterThan(0);

    // Any other username from that client: still 429, with no password checked, and only after
    // a pause, so a client that asks again at once cannot turn refusals into a request flood.
    const { username, password } = await newUser();
    const started = performance.now();
    expect((await login(flooder, username, password)).status).toBe(429);
    expect(performance.now() - started).toBeGreaterThanOrEqual(990);
    // Everyone else signs in as before.
    expect((await login(newClient(), username, password)).status).toBe(200);
  });

  it("does not count successful sign-ins", async () => {
    const { username, password } = await newUser();
    const client = newClient();
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await login(client, username, password));
    expect(statuses(answers)).toEqual([200, 200, 200, 200, 200]);
  });
});

describe("the password hashing queue", () => {
  // One guess per client here: a refused attempt must not have used it.
  let one: TestApp;
  beforeAll(async () => {
    one = await createTestApp({ TRUST_PROXY: "1", RATE_LIMIT_LOGIN_PER_IP: "1" });
  });
  afterAll(() => one.close());

  const loginOn = (client: string, username: string, password: string) =>
    one.request("POST", "/api/login", {
      body: { username, password },
      headers: { "x-forwarded-for": client },
    });

  it("never runs more hashes at once than its cap, and refuses the overflow with a 503", async () => {
    const username = "fila-de-hash";
    await createUser(one.db, { username, password: "certa-123", fullName: "Fila", role: "editor" });
    const senders = Array.from({ length: 12 }, () => newClient());
    const burst = await Promise.all(senders.map((client) => loginOn(client, username, "errada")));

    // At most two running (one on a two-core machine) and four waiting: the rest find no room.
    const { concurrency, maxWaiting } = passwordHashing;
    expect(concurrency).toBeLessThanOrEqual(2);
    expect(maxWaiting).toBe(4);
    expect(statuses(burst).every((s) => s === 401 || s === 503)).toBe(true);
    expect(count(burst, 503)).toBeGreaterThanOrEqual(12 - concurrency - maxWaiting);
    const stats = passwordHashing.stats();
    expect(stats.peakRunning).toBeLessThanOrEqual(concurrency);
    expect(stats.peakWaiting).toBeLessThanOrEqual(maxWaiting);
    for (const answer of burst.filter((a) => a.status === 503)) {
      expect(answer.body).toEqual({
        success: false,
        message: "Servidor ocupado no momento. Tente novamente em instantes.",
      });
      expect(Number(answer.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    }

    // A refused attempt was never checked, so it kept none of the client's one guess.
    const refusedClient = senders[burst.findIndex((a) => a.status === 503)]!;
    expect((await loginOn(refusedClient, username, "errada")).status).toBe(401);
    expect((await loginOn(refusedClient, username, "errada")).status).toBe(429);
  });
});
