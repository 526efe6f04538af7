// The contact feature's public entry: the form the home page shows, the counts the dashboard reads.
export { ContactForm, type ContactFormResult } from "./components/contact-form.tsx";
export type { ContactStats, ReceivedMessage } from "./types.ts";
