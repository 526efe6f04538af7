import { errorMessages, HttpError } from "../../app/lib/http-error.ts";

/**
 * At most one request in progress per client in this process, for work that is costly to the
 * server (a password hash): one client flooding with parallel requests then holds one place in
 * the hashing queue, and everyone else still finds room. Per process on purpose: what it guards
 * is this process's CPU and thread pool, not an allowance shared across instances.
 */
export class OnePerClient {
  private readonly inProgress = new Set<string>();

  /** Runs `task` for `client`; a 429 at once while another one of this client's is running. */
  async run<T>(client: string, task: () => Promise<T>): Promise<T> {
    if (this.inProgress.has(client)) {
      throw new HttpError(429, errorMessages.rateLimited, { headers: { "Retry-After": "1" } });
    }
    this.inProgress.add(client);
    try {
      return await task();
    } finally {
      this.inProgress.delete(client);
    }
  }
}
