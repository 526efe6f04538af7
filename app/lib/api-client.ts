/** Client for our /api: docs/product.md#client-conventions's error rules in one place. Every call sends the session cookie. */

export class ApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

async function errorMessageOf(response: Response): Promise<string> {
  const type = response.headers.get("content-type") ?? "";
  const text = await response.text().catch(() => "");
  if (type.includes("text/html") || /^\s*<(!doctype|html)/i.test(text)) {
    return `${response.status}: Resposta HTML recebida do servidor`;
  }
  try {
    const body = JSON.parse(text) as { message?: unknown };
    if (typeof body.message === "string" && body.message) return body.message;
  } catch {
    // not JSON: fall through
  }
  if (response.statusText) return `${response.status}: ${response.statusText}`;
  return text.slice(0, 100) || String(response.status);
}

export async function apiRequest<T = unknown>(
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE",
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: "include",
    headers: body === undefined ? undefined : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new ApiError(response.status, await errorMessageOf(response));
  const text = await response.text();
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError(response.status, `Falha ao processar resposta JSON de ${path}`);
  }
}

/** The `data` of a `{success, data}` answer. */
export async function apiData<T>(path: string): Promise<T> {
  const body = await apiRequest<{ data: T }>("GET", path);
  return body.data;
}
