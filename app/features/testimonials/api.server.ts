import { Hono } from "hono";
import type { AppEnv } from "../../../server/http/app-env.ts";
import { clientIp } from "../../../server/http/client-ip.ts";
import type { RouterDeps } from "../../../server/http/deps.ts";
import { ok } from "../../../server/http/responses.ts";
import { requireUser } from "../../../server/http/session.ts";
import { parseBody, parseId } from "../../../server/http/validation.ts";
import { moderationSchema, testimonialSubmissionSchema } from "./schemas.ts";
import {
  clampTopLimit,
  createTestimonial,
  deleteTestimonial,
  listAllTestimonials,
  listFeaturedTestimonials,
  listPublicTestimonials,
  listTopTestimonials,
  moderateTestimonial,
} from "./testimonials.server.ts";

/** /api/testimonials: public reads (approved only, whatever is asked) and submissions. */
export function testimonialsRoutes({ config, limiters }: RouterDeps) {
  return new Hono<AppEnv>()
    .get("/", async (c) => ok(c, await listPublicTestimonials(c.var.db)))
    .get("/top", async (c) => {
      const limit = clampTopLimit(c.req.query("limit"));
      return ok(c, await listTopTestimonials(c.var.db, limit));
    })
    .get("/featured", async (c) => ok(c, await listFeaturedTestimonials(c.var.db)))
    .post("/", async (c) => {
      // Counted before validation: malformed floods are limited too.
      limiters.testimonials.consume(clientIp(c, config.trustProxy));
      const input = await parseBody(c, testimonialSubmissionSchema);
      return ok(c, await createTestimonial(c.var.db, input), 201);
    });
}

/** /api/admin/testimonials: moderation, for any signed-in staff member (CONTRACT 3). */
export function adminTestimonialsRoutes(_deps: RouterDeps) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .get("/", async (c) => ok(c, await listAllTestimonials(c.var.db)))
    .patch("/:id", async (c) => {
      const id = parseId(c.req.param("id"));
      const change = await parseBody(c, moderationSchema);
      return ok(c, await moderateTestimonial(c.var.db, id, change));
    })
    .delete("/:id", async (c) => {
      await deleteTestimonial(c.var.db, parseId(c.req.param("id")));
      return ok(c, null);
    });
}
