export {
  newContactsNotifier,
  newLeadMessageId,
  notifyNewTestimonial,
} from "./lead-notifications.server.ts";
export {
  accountEmailConfirmationMail,
  accountEmailNoticeMail,
} from "./templates/account-email.server.ts";
export { type DueLeadFacts, leadReminderMail } from "./templates/lead-reminder.server.ts";
export { type LeadReplyFacts, leadReplyMail } from "./templates/lead-reply.server.ts";
export { newsletterConfirmationMail } from "./templates/newsletter-confirmation.server.ts";
export { passwordResetMail } from "./templates/password-reset.server.ts";
export type { RenderedMail } from "./templates/render.server.ts";
