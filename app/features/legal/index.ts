/** The legal feature's public entry: the policy version that consents record. */
export { privacyPolicyVersion } from "./policy-version.ts";
