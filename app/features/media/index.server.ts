// The media library's server-side entry: what other features' server code uses (no components).
export { libraryPictures, pictureFactsFor, socialImageUrl } from "./media.server.ts";
