import { type Context, Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import type { AppEnv } from "../../../server/http/app-env.ts";
import { IMMUTABLE_CACHE, matchesETag } from "../../../server/http/conditional.ts";
import type { RouterDeps } from "../../../server/http/deps.ts";
import { endpoint, reply } from "../../../server/http/endpoint.ts";
import { fail } from "../../../server/http/responses.ts";
import { validate } from "../../../server/http/validation.ts";
import { HttpError } from "../../lib/http-error.ts";
import { idParams } from "../../lib/schema-helpers.ts";
import {
  deleteMedia,
  getMedia,
  listMedia,
  mediaCount,
  mediaFile,
  storeUpload,
  updateAlt,
} from "./media.server.ts";
import { boundaryOf, FilePartTooLarge, readMultipart } from "./multipart.server.ts";
import { ImageRejected, type Rejection } from "./process-image.server.ts";
import {
  deletedMediaSchema,
  mediaCountSchema,
  mediaItemSchema,
  mediaListItemSchema,
} from "./responses.ts";
import { mediaAltSchema, mediaMessages, uploadAltSchema } from "./schemas.ts";
import { UploadFile } from "./upload-file.server.ts";

// The multipart envelope (boundaries, part headers, the alt field) around the file itself.
const FORM_OVERHEAD = 64 * 1024;
// The most a text field of the form may hold: the alt text is 200 characters.
const FIELD_BYTES = 16 * 1024;

const rejections: Record<Rejection, HttpError> = {
  unsupported: new HttpError(415, mediaMessages.unsupported),
  corrupt: new HttpError(400, mediaMessages.corrupt),
  tooLarge: new HttpError(400, mediaMessages.tooLarge),
};

/** This route's own body limit (MEDIA_MAX_BYTES); every other /api route keeps the JSON one. */
function uploadLimit(maxBytes: number): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize: maxBytes + FORM_OVERHEAD,
    onError: (c) => fail(c, new HttpError(413, mediaMessages.fileTooLarge)),
  });
}

/**
 * The upload's file and alt text from a multipart body, read as it arrives into a temporary file
 * (multipart.server.ts, upload-file.server.ts, decision 0033); anything else is refused, and the
 * file removed.
 */
async function readUpload(c: Context<AppEnv>, maxBytes: number) {
  const contentType = c.req.header("content-type");
  const type = contentType?.split(";")[0]?.trim().toLowerCase();
  if (type !== "multipart/form-data") throw new HttpError(415, mediaMessages.notMultipart);
  const boundary = boundaryOf(contentType);
  const body = c.req.raw.body;
  if (!boundary || !body) throw new HttpError(400, mediaMessages.badForm);
  const file = await UploadFile.create();
  try {
    let form: Awaited<ReturnType<typeof readMultipart>>;
    try {
      form = await readMultipart(body, boundary, {
        fileField: "file",
        fileSink: (chunks) => file.write(chunks),
        fileBytes: maxBytes,
        fields: ["alt"],
        fieldBytes: FIELD_BYTES,
      });
    } catch (error) {
      if (error instanceof FilePartTooLarge) throw new HttpError(413, mediaMessages.fileTooLarge);
      // Malformed, or cut off mid-way: nothing was stored.
      throw new HttpError(400, mediaMessages.badForm);
    }
    if (!form.file) throw new HttpError(400, mediaMessages.missingFile);
    const { alt } = validate(uploadAltSchema, { alt: form.fields.get("alt") });
    await file.close();
    return { bytes: file, fileName: form.file.name, alt };
  } catch (error) {
    await file.remove();
    throw error;
  }
}

/**
 * Stores the upload: a new image is a 201; bytes already in the library (decision 0037) answer
 * 200 with the image they made, unchanged, and a message saying so, and no second one is made.
 */
async function receiveUpload(c: Context<AppEnv>, maxBytes: number) {
  const upload = await readUpload(c, maxBytes);
  try {
    const { item, existing } = await storeUpload(c.var.db, upload);
    if (!existing) {
      c.set("auditTarget", `#${item.id} ${item.fileName}`);
      return reply(item, {}, 201);
    }
    c.set("auditTarget", `#${item.id} ${item.fileName} (${mediaMessages.alreadyStored})`);
    return reply(item, { message: mediaMessages.alreadyStored }, 200);
  } catch (error) {
    if (error instanceof ImageRejected) throw rejections[error.reason];
    throw error;
  }
}

/**
 * /api/admin/media: the library (docs/product.md#media), for any signed-in staff member. The
 * upload is the one multipart route of the API: its body is bounded by MEDIA_MAX_BYTES and read
 * whole before anything is stored, so an interrupted upload leaves nothing behind.
 */
export const mediaEndpoints = {
  "GET /admin/media": endpoint(
    {
      summary: "Imagens da biblioteca, uma página por vez (limit, cursor, q, sort)",
      access: "user",
      response: mediaListItemSchema,
      paged: true,
    },
    ({ page }, c) => listMedia(c.var.db, page),
  ),
  "GET /admin/media/stats": endpoint(
    { summary: "Total de imagens da biblioteca", access: "user", response: mediaCountSchema },
    (_input, c) => mediaCount(c.var.db),
  ),
  "GET /admin/media/{id}": endpoint(
    {
      summary: "Imagem com suas cópias",
      access: "user",
      params: idParams,
      response: mediaItemSchema,
    },
    ({ params }, c) => getMedia(c.var.db, params.id),
  ),
  "POST /admin/media": endpoint(
    {
      summary:
        "Enviar imagem (multipart/form-data: file, alt opcional); um arquivo já enviado responde 200 com a imagem que ele gerou",
      access: "user",
      upload: true,
      response: mediaItemSchema,
      fields: z.object({ message: z.string().optional() }),
      status: 201,
      audit: "media.upload",
    },
    async (_input, c, { config }) => {
      // This route's own body limit, then the form read as it arrives (readUpload).
      let answer: Awaited<ReturnType<typeof receiveUpload>> | undefined;
      const refused = await uploadLimit(config.mediaMaxBytes)(c, async () => {
        answer = await receiveUpload(c, config.mediaMaxBytes);
      });
      // A refusal of the body limit answers itself; otherwise 201, or 200 with a message.
      return refused ?? answer!;
    },
  ),
  "PATCH /admin/media/{id}": endpoint(
    {
      summary: "Alterar o texto alternativo",
      access: "user",
      params: idParams,
      body: mediaAltSchema,
      response: mediaItemSchema,
      audit: "media.update",
    },
    ({ params, body }, c) => updateAlt(c.var.db, params.id, body.alt),
  ),
  "DELETE /admin/media/{id}": endpoint(
    {
      summary: "Excluir imagem que nenhum projeto usa",
      access: "user",
      params: idParams,
      response: deletedMediaSchema,
      audit: "media.delete",
      // A content document's image slot may name it (docs/product.md#content): the pages that
      // showed it draw their built-in illustration from now on.
      drops: ["content"],
    },
    ({ params }, c) => deleteMedia(c.var.db, params.id),
  ),
};

const FILE_NAME = /^([a-z0-9]+(?:-[a-z0-9]+)*)-([a-z0-9]+\.[a-z]{3,4})$/;

/**
 * /media/{id}/{slug}-{label}: the stored copies, from the database, so every instance serves
 * every image. A name never changes what it holds, so browsers and CDNs keep it for a year.
 */
export function mediaFileRoutes(_deps: RouterDeps) {
  return new Hono<AppEnv>().get("/:id{[1-9][0-9]{0,9}}/:file", async (c) => {
    const match = FILE_NAME.exec(c.req.param("file"));
    const id = Number(c.req.param("id"));
    const file =
      match && id <= 2_147_483_647
        ? await mediaFile(c.var.db, id, match[1] as string, match[2] as string)
        : null;
    const notFound = () => c.text("Not Found", 404, { "X-Content-Type-Options": "nosniff" });
    if (!file) return notFound();
    const headers = {
      "Content-Type": file.mime,
      "Cache-Control": IMMUTABLE_CACHE,
      ETag: `"${file.hash}"`,
      "X-Content-Type-Options": "nosniff",
    };
    if (matchesETag(c.req.header("if-none-match"), headers.ETag)) {
      return c.body(null, 304, headers);
    }
    // Deleted between the two reads: gone, as it would be a moment later.
    const data = await file.data();
    if (!data) return notFound();
    return c.body(data as Uint8Array<ArrayBuffer>, 200, headers);
  });
}
