// The contact feature's public entry: the form the home page shows, the counts the dashboard reads.

export { contactApi } from "./api.ts";
export { ContactForm, type ContactFormResult } from "./components/contact-form.tsx";
export { DueToday } from "./components/due-today.tsx";
export { leadStatusLabels } from "./lead-status.ts";
export type { ContactStats, ReceivedMessage } from "./types.ts";
