// The contact feature's server-side entry, for the composition root.

export { addDefaultReplyTemplates } from "./reply-templates.server.ts";
