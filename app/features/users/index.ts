// The users feature's public entry: the typed calls the dashboard's counts may make.
export { usersApi } from "./api.ts";
