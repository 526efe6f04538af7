// The contact feature's public entry: the form the home page shows, the counts the dashboard reads.
// The home fetches this entry when its form comes due (a chunk of its own, with all it names), so
// it names nothing of the back office's screens: the dashboard's route takes DueToday from its file.

export { contactApi } from "./api.ts";
export { ContactForm, type ContactFormResult } from "./components/contact-form.tsx";
export { leadStatusLabels } from "./lead-status.ts";
export type { ContactStats, ReceivedMessage } from "./types.ts";
