// The consent feature's server entry: other features keep the proof of a consent given to them.
export { recordConsent } from "./consent-records.server.ts";
