import { createContext, RouterContextProvider } from "react-router";
import type { Db } from "../../db/client.server.ts";
import type { ServerRenderData } from "./server-render-data.tsx";
import type { SiteFacts } from "./site-facts.ts";

/** What page loaders receive from the server: the one database handle and per-request facts. */
export interface AppLoadContext {
  db: Db;
  site: SiteFacts;
  /**
   * A content document as this page shows it (docs/architecture.md#content): the published one,
   * or its draft on a signed preview link. Loaders read it through the content feature's
   * `pageContent`, which names its type.
   */
  content: (key: string) => Promise<unknown>;
  /** The page shows a failure (data that did not load): answer it, but never cache it. */
  markUncacheable: () => void;
  /** What loaders render into this page's HTML only (./server-render-data.tsx). */
  serverRenderData: ServerRenderData;
}

// The server process, the server build and Vite's dev module graph each load this module;
// a key held on globalThis makes them agree on one context object.
const globalKey = Symbol.for("agency.appLoadContext");
const holder = globalThis as { [globalKey]?: ReturnType<typeof createContext<AppLoadContext>> };
holder[globalKey] ??= createContext<AppLoadContext>();
export const appLoadContext = holder[globalKey];

export function createLoadContext(
  value: Omit<AppLoadContext, "serverRenderData">,
): RouterContextProvider {
  const provider = new RouterContextProvider();
  provider.set(appLoadContext, { ...value, serverRenderData: new Map() });
  return provider;
}
