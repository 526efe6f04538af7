import type { Feature } from "../../../server/http/feature.ts";
import { consentEndpoints } from "./api.server.ts";

/** Cookie consent: the notice in the browser, the proof of each choice on the server. */
export const consentFeature: Feature = {
  name: "consent",
  endpoints: consentEndpoints,
};
