import type { Feature } from "../../../server/http/feature.ts";
import { newsletterEndpoints } from "./api.server.ts";

/** Newsletter subscriptions, from the footer form to the staff's list. */
export const newsletterFeature: Feature = {
  name: "newsletter",
  endpoints: newsletterEndpoints,
};
