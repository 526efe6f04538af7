// The newsletter's public entry: what other features (the dashboard's count) may use.

export { newsletterApi } from "./api.ts";
export type { Subscriber, SubscriberStats } from "./types.ts";
