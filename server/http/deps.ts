import type { Config } from "../config.server.ts";
import { RateLimiter } from "./rate-limit.ts";

/** What the routers share beyond the request: configuration and per-process limiters. */
export interface RouterDeps {
  config: Config;
  limiters: {
    failedLogins: RateLimiter;
    contact: RateLimiter;
    testimonials: RateLimiter;
    newsletter: RateLimiter;
  };
}

export function createRouterDeps(config: Config): RouterDeps {
  const submissions = config.rateLimits.submissions;
  return {
    config,
    limiters: {
      failedLogins: new RateLimiter(config.rateLimits.login),
      contact: new RateLimiter(submissions),
      testimonials: new RateLimiter(submissions),
      newsletter: new RateLimiter(submissions),
    },
  };
}
