import { ApiError } from "../../lib/api-client.ts";
import type { MediaItem } from "./types.ts";

/**
 * Sends one image to POST /api/admin/media and reports how much of it has left the browser.
 * XMLHttpRequest because fetch() still cannot report upload progress.
 */
export function uploadMedia(
  file: File,
  onProgress: (fraction: number) => void,
  alt?: string,
): Promise<MediaItem> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append("file", file);
    if (alt) form.append("alt", alt);
    const request = new XMLHttpRequest();
    request.open("POST", "/api/admin/media");
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: { data?: MediaItem; message?: string } = {};
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // not JSON (a proxy's page): the status speaks
      }
      if (request.status === 201 && body.data) return resolve(body.data);
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
