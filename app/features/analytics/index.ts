export { analyticsApi } from "./api.ts";
export type { AnalyticsReport } from "./schemas.ts";
