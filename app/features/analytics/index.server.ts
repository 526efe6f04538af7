export { AnalyticsRecorder } from "./recorder.server.ts";
export { visitOf, visitOfRequest } from "./visit.server.ts";
