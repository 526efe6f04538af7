import type { Feature } from "../../../server/http/feature.ts";
import { adminMediaRoutes, mediaFileRoutes } from "./api.server.ts";
import { mediaAltSchema } from "./schemas.ts";

/** The media library: uploads processed into responsive copies, served from the database. */
export const mediaFeature: Feature = {
  name: "media",
  api: [{ path: "/admin/media", routes: adminMediaRoutes }],
  files: [{ path: "/media", routes: mediaFileRoutes }],
  docs: {
    "GET /api/admin/media": {
      summary: "Imagens da biblioteca, uma página por vez (limit, cursor, q, sort)",
      access: "user",
    },
    "GET /api/admin/media/stats": { summary: "Total de imagens da biblioteca", access: "user" },
    "GET /api/admin/media/{id}": { summary: "Imagem com suas cópias", access: "user" },
    "POST /api/admin/media": {
      summary:
        "Enviar imagem (multipart/form-data: file, alt opcional); um arquivo já enviado responde 200 com a imagem que ele gerou",
      access: "user",
      audit: "media.upload",
      upload: true,
      created: true,
    },
    "PATCH /api/admin/media/{id}": {
      summary: "Alterar o texto alternativo",
      access: "user",
      audit: "media.update",
      body: mediaAltSchema,
    },
    "DELETE /api/admin/media/{id}": {
      summary: "Excluir imagem que nenhum projeto usa",
      access: "user",
      audit: "media.delete",
    },
  },
  // No cache tag: public pages show a library image's copies, which never change under one
  // address, and the project's own alt text; only an unused image can be deleted.
};
