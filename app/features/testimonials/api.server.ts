import { z } from "zod";
import { clientIp } from "../../../server/http/client-ip.ts";
import { endpoint } from "../../../server/http/endpoint.ts";
import { idParams } from "../../lib/schema-helpers.ts";
import { publicTestimonialSchema, testimonialSchema, testimonialStatsSchema } from "./responses.ts";
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

const publicList = z.array(publicTestimonialSchema);

/**
 * The testimonials' endpoints: public reads (approved only, whatever is asked) and submissions;
 * moderation for any signed-in staff member (docs/product.md#permissions), the list a page at a
 * time filtered by the tabs (docs/product.md#admin-lists), the stats exact.
 */
export const testimonialsEndpoints = {
  "GET /testimonials": endpoint(
    { summary: "Depoimentos aprovados", access: "public", response: publicList },
    (_input, c) => listPublicTestimonials(c.var.db),
  ),
  "GET /testimonials/top": endpoint(
    {
      summary: "Melhores depoimentos (?limit=1..50; ?language= põe os escritos nele primeiro)",
      access: "public",
      query: topTestimonialsQuerySchema,
      response: publicList,
    },
    ({ query }, c) => listTopTestimonials(c.var.db, clampTopLimit(query.limit), query.language),
  ),
  "GET /testimonials/featured": endpoint(
    { summary: "Depoimentos em destaque", access: "public", response: publicList },
    (_input, c) => listFeaturedTestimonials(c.var.db),
  ),
  "POST /testimonials": endpoint(
    {
      summary: "Enviar depoimento (fica pendente)",
      access: "public",
      body: testimonialSubmissionSchema,
      response: publicTestimonialSchema,
      status: 201,
      limit: "testimonials",
    },
    ({ body }, c, deps) =>
      testimonialSubmission(
        deps,
        clientIp(c, deps.config.trustProxy),
        c.req.header("user-agent") ?? "",
      ).receive(c.var.db, body),
  ),
  "GET /admin/testimonials": endpoint(
    {
      summary:
        "Depoimentos, uma página por vez (limit, cursor, q, sort), filtrados por ?status=pending|approved|rejected e ?spam=true|false; sem filtro, todos, spam incluído",
      access: "user",
      query: adminTestimonialsQuerySchema,
      response: testimonialSchema,
      paged: true,
    },
    ({ query, page }, c) => listAdminTestimonials(c.var.db, query, page),
  ),
  "GET /admin/testimonials/stats": endpoint(
    {
      summary: "Contagens exatas: total, pendentes, aprovados e rejeitados (sem spam) e spam",
      access: "user",
      response: testimonialStatsSchema,
    },
    (_input, c) => testimonialStats(c.var.db),
  ),
  "PATCH /admin/testimonials/{id}": endpoint(
    {
      summary: "Moderar depoimento",
      access: "user",
      params: idParams,
      body: moderationSchema,
      response: testimonialSchema,
      audit: "testimonial.moderate",
      drops: ["testimonials"],
    },
    ({ params, body }, c) => moderateTestimonial(c.var.db, params.id, body),
  ),
  "DELETE /admin/testimonials/{id}": endpoint(
    {
      summary: "Excluir depoimento",
      access: "user",
      params: idParams,
      response: z.null(),
      audit: "testimonial.delete",
      drops: ["testimonials"],
    },
    async ({ params }, c) => {
      await deleteTestimonial(c.var.db, params.id);
      return null;
    },
  ),
};
