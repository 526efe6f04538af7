/**
 * The fixed retention periods, in days (docs/product.md#retention). The daily retention job
 * applies them and the privacy policy states them, from this one place, so the two never
 * disagree. How long contact messages are kept is configured (RETENTION_MESSAGES_DAYS).
 */
export const retentionPeriods = {
  /** An address stays on file this long after it unsubscribed, then it is erased. */
  unsubscribedDays: 30,
  /** Contact messages and testimonials marked as spam (docs/product.md#spam). */
  spamDays: 30,
  /** A double opt-in subscription whose link was never followed (the link's life too). */
  pendingSubscriptionDays: 7,
  /** Testimonials that were never approved (pending or rejected). */
  unapprovedTestimonialsDays: 180,
  /** Entries of the activity log. */
  auditDays: 365,
} as const;
