import type { Feature } from "../../../server/http/feature.ts";
import { mediaEndpoints, mediaFileRoutes } from "./api.server.ts";

/** The media library: uploads processed into responsive copies, served from the database. */
export const mediaFeature: Feature = {
  name: "media",
  endpoints: mediaEndpoints,
  files: [{ path: "/media", routes: mediaFileRoutes }],
  // No cache tag of its own: public pages show a library image's copies, which never change
  // under one address, with the project's or the content's own alt text. Only an image no
  // project uses can be deleted, and deleting drops the pages that show content.
};
