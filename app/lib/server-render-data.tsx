import { createContext, useContext } from "react";

/**
 * Data a page renders into its HTML on the server without handing it to the browser as loader
 * data (docs/architecture.md#performance-budgets). Loader data travels inside the HTML as an
 * inline script, and counts against the first load; a section below the fold that the browser
 * can read from the public API when it hydrates it does not need to travel twice. A loader puts
 * the value here, the server's entry provides it to the render, and in the browser it is absent.
 */
export interface ServerRenderKey<T> {
  readonly name: string;
  /** Carries the value's type only. */
  readonly value?: T;
}

export type ServerRenderData = Map<ServerRenderKey<unknown>, unknown>;

export function serverRenderKey<T>(name: string): ServerRenderKey<T> {
  return { name };
}

export function setServerRenderData<T>(data: ServerRenderData, key: ServerRenderKey<T>, value: T) {
  data.set(key, value);
}

const ServerRenderDataContext = createContext<ServerRenderData | null>(null);

export const ServerRenderDataProvider = ServerRenderDataContext.Provider;

/** The value a loader set for this render on the server; `undefined` in the browser. */
export function useServerRenderData<T>(key: ServerRenderKey<T>): T | undefined {
  return useContext(ServerRenderDataContext)?.get(key) as T | undefined;
}
