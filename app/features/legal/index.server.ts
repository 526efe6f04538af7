/** The legal feature's server-side entry: the policy version that consents record. */
export { privacyPolicyInForce } from "./policy-version.server.ts";
