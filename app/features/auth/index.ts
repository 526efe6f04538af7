// The auth feature's public entry for the screens and other features' answers: the signed-in
// user as the API answers it.
export { sessionUserSchema } from "./responses.ts";
