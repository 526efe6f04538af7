import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";

/**
 * How long a connection whose request is still arriving (its headers unfinished) may take to
 * finish it once the drain starts. A client that never does is cut then, not after the whole
 * grace: otherwise one stalled connection holds the shutdown past what a process manager waits.
 */
const HEADERS_GRACE_MS = 2_000;

/**
 * Stops accepting connections and ends the open ones: idle keep-alive connections at once,
 * busy ones as soon as their current answer is out, and whatever is left after `graceMs`.
 * Resolves once every connection is closed; `forced` tells whether the grace ran out.
 */
export type Drain = (graceMs: number) => Promise<{ forced: boolean }>;

/**
 * Makes `server` able to shut down while clients keep connections alive. Closing the listening
 * socket alone is not enough: a client that sends its next request on an open connection as
 * soon as the last one is answered never lets that connection become idle, and would be served
 * until the force timer. So once draining, every answer says `Connection: close` (those being
 * written when the drain starts, and any request that still arrives), and Node then closes
 * each connection after its answer. A connection with no answer under way is closed
 * HEADERS_GRACE_MS into the drain.
 */
export function drainable(server: Server): Drain {
  let draining = false;
  // Answers in progress, to mark when the drain starts: one Set entry per request in flight.
  const inFlight = new Set<ServerResponse>();

  // Every connection, and those with an answer under way (a request whose headers arrived).
  const sockets = new Set<Socket>();
  const answering = new Set<Socket>();
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });

  // Before the app's listener: every request passes here first, on the fast path too.
  server.prependListener("request", (request: IncomingMessage, response: ServerResponse) => {
    answering.add(request.socket);
    response.once("close", () => answering.delete(request.socket));
    if (draining) {
      response.setHeader("Connection", "close");
      return;
    }
    inFlight.add(response);
    response.once("close", () => inFlight.delete(response));
  });

  return (graceMs) => {
    draining = true;
    for (const response of inFlight) {
      if (!response.headersSent) response.setHeader("Connection", "close");
      // Headers already out with keep-alive: the connection turns idle when this answer ends.
      else response.once("close", () => setImmediate(() => server.closeIdleConnections()));
    }
    return new Promise((done) => {
      let forced = false;
      const force = setTimeout(() => {
        forced = true;
        server.closeAllConnections();
      }, graceMs);
      const stalled = setTimeout(
        () => {
          for (const socket of sockets) if (!answering.has(socket)) socket.destroy();
        },
        Math.min(HEADERS_GRACE_MS, graceMs),
      );
      server.close(() => {
        clearTimeout(force);
        clearTimeout(stalled);
        done({ forced });
      });
      server.closeIdleConnections();
    });
  };
}
