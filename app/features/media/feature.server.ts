import type { Feature } from "../../../server/http/feature.ts";
import { mediaEndpoints, mediaFileRoutes } from "./api.server.ts";

/** The media library: uploads processed into responsive copies, served from the database. */
export const mediaFeature: Feature = {
  name: "media",
  endpoints: mediaEndpoints,
  files: [{ path: "/media", routes: mediaFileRoutes }],
  // No cache tag: public pages show a library image's copies, which never change under one
  // address, and the project's own alt text; only an unused image can be deleted.
};
