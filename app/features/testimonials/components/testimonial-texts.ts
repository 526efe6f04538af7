import type { Locale } from "../../../lib/locale.ts";
import { m } from "../../../paraglide/messages.js";

/**
 * docs/product.md#public-site, #validation and 8.3: the texts of the public testimonial pages in
 * the page's locale; pt-BR's are spelled exactly in messages/pt-BR.json (docs/architecture.md#locales).
 */
export function testimonialPageTexts(locale: Locale) {
  const l = { locale };
  return {
    eyebrow: m.testimonials_eyebrow({}, l),
    title: m.testimonials_title({}, l),
    intro: m.testimonials_intro({}, l),
    back: m.testimonials_back({}, l),
    leave: m.testimonials_leave({}, l),
    listLabel: m.testimonials_list_label({}, l),
    loading: m.testimonials_loading({}, l),
    error: m.testimonials_error({}, l),
    retry: m.testimonials_retry({}, l),
    emptyTitle: m.testimonials_empty_title({}, l),
    emptyDescription: m.testimonials_empty_description({}, l),
    emptyAction: m.testimonials_empty_action({}, l),
  };
}

export function testimonialFormTexts(locale: Locale) {
  const l = { locale };
  return {
    eyebrow: m.testimonials_form_eyebrow({}, l),
    title: m.testimonials_form_title({}, l),
    intro: m.testimonials_form_intro({}, l),
    back: m.testimonials_form_back({}, l),
    formLabel: m.testimonials_form_label({}, l),
    seeAll: m.testimonials_form_see_all({}, l),
    clientName: m.testimonials_field_client_name({}, l),
    clientNamePlaceholder: m.testimonials_field_client_name_placeholder({}, l),
    companyName: m.testimonials_field_company_name({}, l),
    optional: m.testimonials_field_optional({}, l),
    companyNamePlaceholder: m.testimonials_field_company_name_placeholder({}, l),
    clientEmail: m.testimonials_field_client_email({}, l),
    clientEmailPlaceholder: m.testimonials_field_client_email_placeholder({}, l),
    clientEmailHint: m.testimonials_field_client_email_hint({}, l),
    projectType: m.testimonials_field_project_type({}, l),
    projectTypePlaceholder: m.testimonials_field_project_type_placeholder({}, l),
    rating: m.testimonials_field_rating({}, l),
    language: m.testimonials_field_language({}, l),
    ratingOption: (count: number) =>
      count === 1 ? m.testimonials_rating_one({}, l) : m.testimonials_rating_many({ count }, l),
    content: m.testimonials_field_content({}, l),
    contentPlaceholder: m.testimonials_field_content_placeholder({}, l),
    submit: m.testimonials_submit({}, l),
    submitting: m.testimonials_submitting({}, l),
    successTitle: m.testimonials_success_title({}, l),
    successDescription: m.testimonials_success_description({}, l),
    failureTitle: m.testimonials_failure_title({}, l),
    failureDescription: m.testimonials_failure_description({}, l),
    moderationNote: m.testimonials_moderation_note({}, l),
    privacyLink: m.testimonials_privacy_link({}, l),
  };
}

/**
 * A refusal of the whole form in the page's language: the rate limit, or a post that is not a
 * form; anything else keeps the server's message.
 */
export function testimonialFormRefusal(locale: Locale, status: number, message: string): string {
  const l = { locale };
  if (status === 429) return m.testimonials_error_rate_limited({}, l);
  if (status === 400) return m.testimonials_error_invalid_data({}, l);
  return message;
}

/** The three reassurances beside the form (icons are the page's). */
export function testimonialFormSteps(locale: Locale) {
  const l = { locale };
  return {
    review: {
      title: m.testimonials_step_review_title({}, l),
      text: m.testimonials_step_review_text({}, l),
    },
    email: {
      title: m.testimonials_step_email_title({}, l),
      text: m.testimonials_step_email_text({}, l),
    },
    rights: {
      title: m.testimonials_step_rights_title({}, l),
      text: m.testimonials_step_rights_text({}, l),
    },
  };
}
