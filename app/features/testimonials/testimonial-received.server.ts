import type { Config } from "../../../server/config.server.ts";
import { recordConsent } from "../consent/index.server.ts";
import { privacyPolicyInForce } from "../legal/index.server.ts";
import { notifyNewTestimonial } from "../mail/index.server.ts";
import type { TestimonialCreated } from "./testimonials.server.ts";

/**
 * What follows a testimonial's arrival, in the transaction that stores it, whether it came from
 * the JSON API or the form posted without JavaScript: staff are told of it (docs/product.md#e-mail)
 * and, since publishing it rests on the author's consent, the consent is recorded with the policy
 * version shown and the client address (docs/product.md#consent). Spam gets neither.
 */
export function testimonialReceived(config: Config, ip: string | null): TestimonialCreated {
  return async (tx, row) => {
    if (row.spam) return;
    await notifyNewTestimonial(tx, config, row);
    await recordConsent(tx, {
      source: "testimonial",
      choice: "submitted",
      policyVersion: await privacyPolicyInForce(tx, config),
      email: row.clientEmail.toLowerCase(),
      ip,
    });
  };
}
