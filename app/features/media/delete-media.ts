import { ApiError } from "../../lib/api-client.ts";
import { mediaApi } from "./api.ts";

/**
 * DELETE /api/admin/media/{id}. A 409 names the projects that use the image in its `errors`:
 * the message lists them, so staff know where to replace it first.
 */
export async function deleteMediaRequest(id: number): Promise<void> {
  const response = await fetch(mediaApi.url("DELETE /admin/media/{id}", { params: { id } }), {
    method: "DELETE",
    credentials: "include",
  });
  if (response.ok) return;
  let body: { message?: string; errors?: { message: string }[] } = {};
  try {
    body = await response.json();
  } catch {
    // not JSON: the status speaks
  }
  const projects = body.errors?.map((error) => error.message) ?? [];
  const message = body.message ?? `${response.status}: falha ao excluir`;
  throw new ApiError(
    response.status,
    projects.length > 0 ? `${message}: ${projects.join(", ")}` : message,
  );
}
