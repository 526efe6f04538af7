import { ApiError, type ReplyOf } from "../../lib/api-client.ts";
import type { mediaEndpoints } from "./api.server.ts";
import { mediaApi } from "./api.ts";
import { mediaMessages } from "./schemas.ts";
import type { MediaItem } from "./types.ts";

type MediaEndpoints = typeof mediaEndpoints;

/** What the library did with an upload: a new image, or the one already made of its bytes. */
export interface UploadAnswer {
  item: MediaItem;
  /** Set when the bytes were already in the library (200): the server's words for it. */
  alreadyStored?: string;
}

/**
 * Sends one image to POST /api/admin/media and reports how much of it has left the browser.
 * XMLHttpRequest because fetch() still cannot report upload progress. A 201 is a new image; a
 * 200 is the image the same bytes made before (decision 0037), with a message saying so.
 */
export function uploadMedia(
  file: File,
  onProgress: (fraction: number) => void,
  alt?: string,
): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append("file", file);
    if (alt) form.append("alt", alt);
    const request = new XMLHttpRequest();
    request.open("POST", mediaApi.url("POST /admin/media", {}));
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      // Unchecked, as the typed calls' answers are (app/lib/api-client.ts): the shape the
      // endpoint declares, or a failure's message; XMLHttpRequest cannot go through those calls.
      let body: Partial<ReplyOf<MediaEndpoints["POST /admin/media"]>> = {};
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // not JSON (a proxy's page): the status speaks
      }
      if (request.status === 201 && body.data) return resolve({ item: body.data });
      if (request.status === 200 && body.data) {
        return resolve({
          item: body.data,
          alreadyStored: body.message ?? mediaMessages.alreadyStored,
        });
      }
      reject(new ApiError(request.status, body.message ?? `${request.status}: falha no envio`));
    };
    request.onerror = () => reject(new ApiError(0, "Falha de conexão durante o envio"));
    request.onabort = () => reject(new ApiError(0, "Envio cancelado"));
    request.send(form);
  });
}

/** The image formats the library takes, for the file picker (the server judges the bytes). */
export const acceptedImageTypes = "image/jpeg,image/png,image/webp,image/avif,image/gif";

/** The smallest WebP (or any) copy: a thumbnail for the library and the pickers. */
export function thumbnailOf(item: MediaItem): string {
  const responsive = item.variants
    .filter((variant) => variant.kind === "responsive")
    .sort((a, b) => a.width - b.width || (a.format === "webp" ? -1 : 1));
  return responsive[0]?.url ?? item.url;
}
