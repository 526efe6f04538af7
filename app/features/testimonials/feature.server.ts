import type { Feature } from "../../../server/http/feature.ts";
import { adminTestimonialsRoutes, testimonialsRoutes } from "./api.server.ts";
import { moderationSchema, testimonialSubmissionSchema } from "./schemas.ts";

/** Clients' testimonials: submitted by visitors, moderated by staff, shown once approved. */
export const testimonialsFeature: Feature = {
  name: "testimonials",
  api: [
    { path: "/testimonials", routes: testimonialsRoutes },
    { path: "/admin/testimonials", routes: adminTestimonialsRoutes },
  ],
  docs: {
    "GET /api/testimonials": { summary: "Depoimentos aprovados", access: "public" },
    "GET /api/testimonials/top": {
      summary: "Melhores depoimentos (?limit=1..50)",
      access: "public",
    },
    "GET /api/testimonials/featured": { summary: "Depoimentos em destaque", access: "public" },
    "POST /api/testimonials": {
      summary: "Enviar depoimento (fica pendente)",
      access: "public",
      body: testimonialSubmissionSchema,
      created: true,
    },
    "GET /api/admin/testimonials": {
      summary:
        "Depoimentos, uma página por vez (limit, cursor, q, sort), filtrados por ?status=pending|approved|rejected e ?spam=true|false; sem filtro, todos, spam incluído",
      access: "user",
    },
    "GET /api/admin/testimonials/stats": {
      summary: "Contagens exatas: total, pendentes, aprovados e rejeitados (sem spam) e spam",
      access: "user",
    },
    "PATCH /api/admin/testimonials/{id}": {
      summary: "Moderar depoimento",
      access: "user",
      audit: "testimonial.moderate",
      body: moderationSchema,
    },
    "DELETE /api/admin/testimonials/{id}": {
      summary: "Excluir depoimento",
      access: "user",
      audit: "testimonial.delete",
    },
  },
  invalidates: [{ path: "/admin/testimonials/*", tags: ["testimonials"] }],
  pages: [
    { path: /^\/depoimentos$/, tags: ["testimonials"] },
    // The submission form shows no stored data.
    { path: /^\/depoimentos\/novo$/, tags: [] },
  ],
  reads: [{ path: /^\/api\/testimonials(\/(top|featured))?$/, tags: ["testimonials"] }],
};
