// The contact feature's server-side entry, for the composition root.

export { leadSourceText } from "./lead-source.ts";
export { leadStatusLabels } from "./lead-status.ts";
export { addDefaultReplyTemplates } from "./reply-templates.server.ts";
