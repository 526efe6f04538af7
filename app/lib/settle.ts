import { errorForLog } from "./error-log.ts";

/** A list a page shows, or the fact that it could not be loaded (the page then shows its error text). */
export type Settled<T> = { failed: false; data: T } | { failed: true };

/**
 * Runs a load and turns a failure into `{ failed: true }`, so one section's error text replaces
 * an error page. On the server `onServerError` logs it and keeps the page out of the cache, so
 * the next visitor gets a new try; in the browser the section shows the failure by itself.
 */
export async function settle<T>(
  label: string,
  load: () => Promise<T>,
  onServerError?: () => void,
): Promise<Settled<T>> {
  try {
    return { failed: false, data: await load() };
  } catch (error) {
    if (import.meta.env.SSR) console.error(`${label}: failed to load`, errorForLog(error));
    onServerError?.();
    return { failed: true };
  }
}
