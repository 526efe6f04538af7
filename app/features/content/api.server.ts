import { z } from "zod";
import { endpoint } from "../../../server/http/endpoint.ts";
import { HttpError } from "../../lib/http-error.ts";
import {
  cancelSchedule,
  contentDetail,
  documentForPage,
  leavePresence,
  listContent,
  listRevisions,
  pagePreview,
  previewUrl,
  publishContent,
  restoreRevision,
  saveDraft,
  touchPresence,
} from "./content.server.ts";
import {
  contentDetailSchema,
  contentSummarySchema,
  presenceAnswerSchema,
  previewSchema,
  publishedContentSchema,
  revisionSchema,
  savedContentSchema,
} from "./responses.ts";
import {
  contentKeyParams,
  contentLocaleQuery,
  presenceSchema,
  previewQuery,
  previewRefused,
  publishContentSchema,
  revisionParams,
  saveContentSchema,
} from "./schemas.ts";
import { withPictures } from "./shown.server.ts";

/** The public pages that show content: a publish drops them on every instance. */
export const CONTENT_TAG = "content";

/**
 * The site's content (docs/product.md#content): staff (admins and editors) edit a draft,
 * preview it, publish it now or at a time, and restore older versions into the draft.
 */
export const contentEndpoints = {
  "GET /content/home": endpoint(
    {
      summary:
        "A página inicial como o site a mostra num idioma (?locale=), com as imagens da biblioteca (?previa= para o rascunho de um link de pré-visualização)",
      access: "public",
      query: previewQuery,
      // The home document with each image slot's `picture` (app/features/content/shown.ts).
      response: z.record(z.string(), z.unknown()),
    },
    async ({ query }, c, deps) => {
      // The home's sections read it when they hydrate in the browser: a preview page's, the
      // draft its link shows, never kept (docs/architecture.md#content).
      const preview = await pagePreview(c.var.db, deps.config, query.previa);
      if (preview === "refused") throw new HttpError(404, previewRefused);
      if (preview) c.header("Cache-Control", "no-store");
      const { locale } = query;
      const previewed = preview?.key === "home" && preview.locale === locale;
      const home = await documentForPage(c.var.db, deps.config, "home", previewed, locale);
      return withPictures(c.var.db, home);
    },
  ),
  "GET /admin/content": endpoint(
    {
      summary: "Conteúdos do site e seus estados (?locale=pt-BR)",
      access: "user",
      query: contentLocaleQuery,
      response: z.array(contentSummarySchema),
    },
    ({ query }, c, deps) => listContent(c.var.db, deps.config, query.locale),
  ),
  "GET /admin/content/{key}": endpoint(
    {
      summary: "Um conteúdo: rascunho, publicado, versão e agendamento",
      access: "user",
      params: contentKeyParams,
      query: contentLocaleQuery,
      response: contentDetailSchema,
    },
    ({ params, query }, c, deps) => contentDetail(c.var.db, deps.config, params.key, query.locale),
  ),
  "PUT /admin/content/{key}": endpoint(
    {
      summary: "Salvar o rascunho (409 se outra pessoa salvou antes)",
      access: "user",
      params: contentKeyParams,
      query: contentLocaleQuery,
      body: saveContentSchema,
      response: savedContentSchema,
      audit: "content.save",
    },
    ({ params, query, body }, c, deps) =>
      saveDraft(c.var.db, deps.config, params.key, query.locale, c.var.user!.id, body),
  ),
  "POST /admin/content/{key}/publish": endpoint(
    {
      summary: "Publicar agora, ou agendar com `at` no futuro",
      access: "user",
      params: contentKeyParams,
      query: contentLocaleQuery,
      body: publishContentSchema,
      response: publishedContentSchema,
      audit: "content.publish",
      drops: [CONTENT_TAG],
    },
    ({ params, query, body }, c, deps) =>
      publishContent(c.var.db, deps.config, params.key, query.locale, c.var.user!.id, body.at),
  ),
  "DELETE /admin/content/{key}/schedule": endpoint(
    {
      summary: "Cancelar a publicação agendada",
      access: "user",
      params: contentKeyParams,
      query: contentLocaleQuery,
      response: publishedContentSchema,
      audit: "content.cancel_schedule",
    },
    ({ params, query }, c, deps) => cancelSchedule(c.var.db, deps.config, params.key, query.locale),
  ),
  "GET /admin/content/{key}/revisions": endpoint(
    {
      summary: "Histórico de publicações, a mais recente primeiro, com as mudanças campo a campo",
      access: "user",
      params: contentKeyParams,
      query: contentLocaleQuery,
      response: z.array(revisionSchema),
    },
    ({ params, query }, c, deps) => listRevisions(c.var.db, deps.config, params.key, query.locale),
  ),
  "POST /admin/content/{key}/revisions/{id}/restore": endpoint(
    {
      summary: "Restaurar uma versão no rascunho (o site muda só ao publicar)",
      access: "user",
      params: revisionParams,
      query: contentLocaleQuery,
      response: contentDetailSchema,
      audit: "content.restore",
    },
    ({ params, query }, c, deps) =>
      restoreRevision(c.var.db, deps.config, params.key, query.locale, c.var.user!.id, params.id),
  ),
  "POST /admin/content/{key}/preview": endpoint(
    {
      summary: "Link assinado de pré-visualização do rascunho, válido por 24 h",
      access: "user",
      params: contentKeyParams,
      query: contentLocaleQuery,
      response: previewSchema,
    },
    ({ params, query }, c, deps) => previewUrl(c.var.db, deps.config, params.key, query.locale),
  ),
  "POST /admin/content/{key}/presence": endpoint(
    {
      summary: "Quem está editando (a cada 15 s); takeOver assume a edição",
      access: "user",
      params: contentKeyParams,
      query: contentLocaleQuery,
      body: presenceSchema,
      response: presenceAnswerSchema,
    },
    ({ params, query, body }, c, deps) =>
      touchPresence(
        c.var.db,
        deps.config,
        params.key,
        query.locale,
        c.var.user!.id,
        body.takeOver ?? false,
      ),
  ),
  "DELETE /admin/content/{key}/presence": endpoint(
    {
      summary: "Sair da edição",
      access: "user",
      params: contentKeyParams,
      query: contentLocaleQuery,
      response: z.null(),
    },
    async ({ params, query }, c) => {
      await leavePresence(c.var.db, params.key, query.locale, c.var.user!.id);
      return null;
    },
  ),
};
