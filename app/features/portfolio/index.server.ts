// The portfolio's server-side entry: what other features' server code may use (no components).
export { slugify } from "./slugify.ts";
