export { newContactsNotifier, notifyNewTestimonial } from "./lead-notifications.server.ts";
export { newsletterConfirmationMail } from "./templates/newsletter-confirmation.server.ts";
export { passwordResetMail } from "./templates/password-reset.server.ts";
