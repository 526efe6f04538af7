import type { Db } from "../../../db/client.server.ts";
import type { RouterDeps } from "../../../server/http/deps.ts";
import { judgeSpam } from "../../lib/form-token.server.ts";
import type { TestimonialSubmission } from "./schemas.ts";
import { testimonialReceived } from "./testimonial-received.server.ts";
import { createTestimonial } from "./testimonials.server.ts";

/**
 * A visitor's testimonial as the JSON API and the form posted without JavaScript both take it
 * (docs/product.md#forms-without-javascript). `admit` counts it against the client's limit before
 * its fields are read, so malformed floods are limited too; `receive` judges it for spam and
 * stores it, spam apart and answered alike (docs/product.md#spam), with what follows its arrival
 * (testimonialReceived). The answer never tells the verdict.
 */
export function testimonialSubmission(
  { config, limiters, analytics }: RouterDeps,
  clientIp: string,
  userAgent: string,
) {
  return {
    admit: () => limiters.testimonials.take(clientIp),
    receive: async (db: Db, input: TestimonialSubmission) => {
      const spam = await judgeSpam(db, config, input);
      const { spam: _verdict, ...created } = await createTestimonial(db, input, {
        spam,
        onCreated: testimonialReceived(config, clientIp),
      });
      // docs/product.md#analytics: a goal, counted without a cookie.
      if (!spam) analytics.goal("testimonial", "/depoimentos", { ip: clientIp, userAgent });
      return created;
    },
  };
}
