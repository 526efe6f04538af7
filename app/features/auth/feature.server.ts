import type { Feature } from "../../../server/http/feature.ts";
import { authEndpoints } from "./api.server.ts";

/** Signing in and out, and the session's user. */
export const authFeature: Feature = {
  name: "auth",
  endpoints: authEndpoints,
};
