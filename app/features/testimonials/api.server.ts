import { Hono } from "hono";
import type { AppEnv } from "../../../server/http/app-env.ts";
import { clientIp } from "../../../server/http/client-ip.ts";
import type { RouterDeps } from "../../../server/http/deps.ts";
import { parsePageQuery } from "../../../server/http/paging.ts";
import { ok, okPage } from "../../../server/http/responses.ts";
import { requireUser } from "../../../server/http/session.ts";
import { parseBody, parseId, parseQuery } from "../../../server/http/validation.ts";
import {
  adminTestimonialsQuerySchema,
  moderationSchema,
  testimonialSubmissionSchema,
  topTestimonialsQuerySchema,
} from "./schemas.ts";
import { testimonialSubmission } from "./submission.server.ts";
import {
  clampTopLimit,
  deleteTestimonial,
  listAdminTestimonials,
  listFeaturedTestimonials,
  listPublicTestimonials,
  listTopTestimonials,
  moderateTestimonial,
  testimonialStats,
} from "./testimonials.server.ts";

/** /api/testimonials: public reads (approved only, whatever is asked) and submissions. */
export function testimonialsRoutes(deps: RouterDeps) {
  return new Hono<AppEnv>()
    .get("/", async (c) => ok(c, await listPublicTestimonials(c.var.db)))
    .get("/top", async (c) => {
      const { limit } = parseQuery(c, topTestimonialsQuerySchema);
      return ok(c, await listTopTestimonials(c.var.db, clampTopLimit(limit)));
    })
    .get("/featured", async (c) => ok(c, await listFeaturedTestimonials(c.var.db)))
    .post("/", async (c) => {
      const submission = testimonialSubmission(deps, clientIp(c, deps.config.trustProxy));
      await submission.admit();
      const input = await parseBody(c, testimonialSubmissionSchema);
      return ok(c, await submission.receive(c.var.db, input), 201);
    });
}

/**
 * /api/admin/testimonials: moderation, for any signed-in staff member (docs/product.md#permissions).
 * The list comes a page at a time, filtered by the tabs (docs/product.md#admin-lists); the stats
 * are exact.
 */
export function adminTestimonialsRoutes(_deps: RouterDeps) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .get("/", async (c) => {
      const filters = parseQuery(c, adminTestimonialsQuerySchema);
      return okPage(c, await listAdminTestimonials(c.var.db, filters, parsePageQuery(c)));
    })
    .get("/stats", async (c) => ok(c, await testimonialStats(c.var.db)))
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
