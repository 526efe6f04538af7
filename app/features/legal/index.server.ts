/** The legal feature's server-side entry: the policy version that consents record. */
export { privacyPolicyVersion } from "./policy-version.ts";
