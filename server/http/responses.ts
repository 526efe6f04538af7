import type { Context } from "hono";
import type { FieldError, HttpError } from "../../app/lib/http-error.ts";

export function ok<T>(c: Context, data: T, status: 200 | 201 = 200) {
  return c.json({ success: true as const, data }, status);
}

export function fail(c: Context, error: HttpError) {
  if (error.headers) for (const [k, v] of Object.entries(error.headers)) c.header(k, v);
  const body: { success: false; message: string; errors?: FieldError[] } = {
    success: false,
    message: error.message,
  };
  if (error.errors) body.errors = error.errors;
  return c.json(body, error.status);
}
