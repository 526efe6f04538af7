import { afterEach, describe, expect, it, vi } from "vitest";
import { handleError } from "./entry.server.tsx";

// What reaches the log from a page request React Router could not answer normally.

const request = new Request("http://localhost/portfolio", { method: "POST" });
// React Router's own answer to a POST on a page without an action, as its handler builds it.
const routerAnswer = (status: number, cause: Error) => ({
  status,
  statusText: status === 405 ? "Method Not Allowed" : "Internal Server Error",
  internal: true,
  data: cause.message,
  error: cause,
});

afterEach(() => vi.restoreAllMocks());

describe("page errors in the log", () => {
  it("leave out a 4xx React Router answered itself: the request log has its line", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const cause = new Error(
      'You made a POST request to "/portfolio" but did not provide an `action`',
    );
    handleError(routerAnswer(405, cause), { request, params: {}, context: undefined as never });
    expect(log).not.toHaveBeenCalled();
  });

  it("keep an unexpected error, without its statement's values", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const cause = new Error("boom");
    handleError(routerAnswer(500, cause), { request, params: {}, context: undefined as never });
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toBe("page: unexpected error");
  });
});
