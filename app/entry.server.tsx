import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import {
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  type RouterContextProvider,
  ServerRouter,
} from "react-router";
import { appLoadContext } from "./lib/app-context.server";
import { errorForLog } from "./lib/error-log";
import { ServerRenderDataProvider } from "./lib/server-render-data";

export const streamTimeout = 5_000;

/**
 * Errors a loader did not handle itself. React Router's default prints the error object whole,
 * and a database error carries the statement's values (a visitor's name, e-mail, message):
 * only the safe copy reaches the log.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  let cause = error;
  if (isRouteErrorResponse(error)) {
    // A status thrown on purpose (a loader's 404, or its 500 after logging the cause itself)
    // is an answer, and so is React Router's own 4xx for a request the app has no answer to
    // (a POST to a page without an action: 405); the request log has its line. Only an error
    // React Router wrapped into a 5xx has something to show.
    cause = (error as { error?: unknown }).error;
    if (cause === undefined || error.status < 500) return;
  }
  console.error("page: unexpected error", errorForLog(cause));
};

/**
 * Renders the whole document before answering (onAllReady): visitors, crawlers and caches all
 * get complete HTML. Its inline scripts are allowed by their hashes (server/http/page-csp.ts),
 * so one rendered copy can be served to everyone.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const { pipe, abort } = renderToPipeableStream(
      <ServerRenderDataProvider value={loadContext.get(appLoadContext).serverRenderData}>
        <ServerRouter context={routerContext} url={request.url} />
      </ServerRenderDataProvider>,
      {
        // The page is answered whole (its CSP hashes and the public cache need all of it), so
        // nothing gains from React moving large finished sections to the end of the document
        // behind their loading skeletons: keep every section in place, without reveal scripts.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError: reject,
        onError(error) {
          responseStatusCode = 500;
          console.error("page: render failed", errorForLog(error));
        },
      },
    );
  });
}
