import { Agent, request as httpRequest } from "node:http";
import { connect, type Socket } from "node:net";
import { afterEach, expect, it } from "vitest";
import { type ServerProcess, startServerProcess } from "../tests/support/server-process.ts";

// A real server process under keep-alive clients, stopped by SIGTERM as a process manager does.

let server: ServerProcess | undefined;
afterEach(async () => {
  await server?.cleanup();
  server = undefined;
});

const until = async (condition: () => boolean, what: string, timeoutMs = 60_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((tick) => setTimeout(tick, 10));
  }
};

/** A raw connection, to hold a request half-sent for as long as the test wants. */
function rawConnection(url: string) {
  const { hostname, port } = new URL(url);
  const socket: Socket = connect(Number(port), hostname);
  let received = "";
  let closed = false;
  socket.on("data", (chunk: Buffer) => {
    received += chunk.toString("latin1");
  });
  socket.on("error", () => {});
  socket.on("close", () => {
    closed = true;
  });
  return {
    socket,
    received: () => received,
    isClosed: () => closed,
    ready: new Promise<void>((done) => socket.once("connect", () => done())),
  };
}

interface Answer {
  sentAt: number;
  status?: number;
  connection?: string;
  cache?: string | string[];
  error?: string;
}

/**
 * GET `path` over one kept-alive connection, again and again, until `stop()`. The public read
 * is answered from the cache's HTTP fast path after the first time, as a busy site's would be.
 */
function keepAliveLoop(url: string, path: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const answers: Answer[] = [];
  let running = true;
  const once = () =>
    new Promise<Answer>((done) => {
      const sentAt = Date.now();
      const req = httpRequest(`${url}${path}`, { agent }, (res) => {
        res.resume();
        res.on("end", () =>
          done({
            sentAt,
            status: res.statusCode,
            connection: res.headers.connection,
            cache: res.headers["x-cache"],
          }),
        );
      });
      req.on("error", (error: NodeJS.ErrnoException) => done({ sentAt, error: error.code }));
      req.end();
    });
  const loop = (async () => {
    while (running) {
      const answer = await once();
      answers.push(answer);
      // Refused once the server stopped listening: the client keeps trying, a little slower.
      if (answer.error) await new Promise((tick) => setTimeout(tick, 20));
    }
    agent.destroy();
  })();
  return {
    answers,
    stop: async () => {
      running = false;
      await loop;
    },
  };
}

it("on SIGTERM closes kept-alive connections, answers the last requests with Connection: close and exits 0", async () => {
  server = await startServerProcess();
  const { url } = server;
  const output = server.output;

  // Idle: one answered request, the connection kept open.
  const idle = rawConnection(url);
  await idle.ready;
  idle.socket.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
  await until(() => idle.received().includes('{"status":"ok"}'), "the idle connection's answer");
  expect(idle.received()).toMatch(/^connection: keep-alive\r$/im);

  // In flight: headers sent, the body not yet.
  const body = JSON.stringify({ username: "", password: "" });
  const inFlight = rawConnection(url);
  await inFlight.ready;
  inFlight.socket.write(
    `POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
  );

  // Arriving: a request still being written when the shutdown starts, for a cached read.
  const arriving = rawConnection(url);
  await arriving.ready;
  arriving.socket.write("GET /api/portfolio HTTP/1.1\r\nHost: 127.0.0.1\r\n");

  // Stalled: headers begun and never finished, as a slow or hostile client leaves them.
  const stalled = rawConnection(url);
  await stalled.ready;
  stalled.socket.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ");

  const loop = keepAliveLoop(url, "/api/portfolio");
  await until(() => loop.answers.filter((a) => a.status === 200).length >= 5, "the loop's answers");
  expect(loop.answers[0]?.connection).toBe("keep-alive");
  expect(loop.answers[4]?.cache).toBe("HIT");

  server.child.kill("SIGTERM");
  await until(() => output().includes("encerrando"), "the shutdown to start");
  const drainingSince = Date.now();

  // The idle connection is closed at once, while the others are still being answered.
  await until(() => idle.isClosed(), "the idle connection to close", 30_000);
  expect(server.child.exitCode).toBeNull();

  arriving.socket.write("\r\n");
  await until(() => arriving.isClosed(), "the arriving request's connection to close", 30_000);
  expect(arriving.received()).toMatch(/^HTTP\/1\.1 200/);
  expect(arriving.received()).toMatch(/^x-cache: HIT\r$/im);
  expect(arriving.received()).toMatch(/^connection: close\r$/im);

  inFlight.socket.write(body.slice(5));
  await until(() => inFlight.isClosed(), "the request in flight's connection to close", 30_000);
  expect(inFlight.received()).toMatch(/^HTTP\/1\.1 400/);
  expect(inFlight.received()).toMatch(/^connection: close\r$/im);

  const exit = await server.exited;
  await loop.stop();
  // Cut without an answer a couple of seconds into the drain, not at the 8 s cut (below).
  expect(stalled.isClosed()).toBe(true);
  expect(stalled.received()).toBe("");

  expect(exit).toEqual({ code: 0, signal: null });
  expect(output()).toContain("encerrado");
  // Within the 8 s the requests are given: the timer that cuts what is left never fired (it
  // logs this when it does). Not a clock reading, which a loaded machine would make flaky.
  expect(output()).not.toContain("requisições ainda em andamento");

  // The loop kept sending until the end; whatever it got an answer to once the shutdown had
  // begun said Connection: close, and after that it was refused.
  const late = loop.answers.filter((a) => a.sentAt >= drainingSince);
  expect(late.length).toBeGreaterThan(0);
  for (const answer of late) {
    if (answer.status !== undefined) expect(answer.connection).toBe("close");
  }
  expect(late.some((answer) => answer.error !== undefined)).toBe(true);
}, 180_000);

it("keeps an idle kept-alive connection longer than a proxy keeps its own (4 s), then closes it", async () => {
  server = await startServerProcess();
  const idle = rawConnection(server.url);
  await idle.ready;
  const ask = () => idle.socket.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
  const answers = () => idle.received().split('{"status":"ok"}').length - 1;

  ask();
  await until(() => answers() === 1, "the first answer");
  // The proxy's own limit, measured from when this test saw the answer: the server's idle time
  // began a little earlier, so a slow test process eats into the second left, never adds to it.
  await new Promise((wait) => setTimeout(wait, 4_000));
  expect(idle.isClosed()).toBe(false);
  ask();
  await until(() => answers() === 2, "the answer on the connection kept open");

  // Left idle again, the server closes it itself rather than keep it for ever.
  await until(() => idle.isClosed(), "the idle connection to close", 30_000);
}, 120_000);
