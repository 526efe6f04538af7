import type { Context } from "hono";
import type { FieldError, HttpError } from "../../app/lib/http-error.ts";
import type { Page } from "../../app/lib/page.ts";

export function ok<T>(c: Context, data: T, status: 200 | 201 = 200) {
  return c.json({ success: true as const, data }, status);
}

/** `ok` for data already serialised (a remembered list): the same body, not parsed back first. */
export function okJson(c: Context, dataJson: string) {
  return c.body(`{"success":true,"data":${dataJson}}`, 200, { "Content-Type": "application/json" });
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

/** A page of an admin list: `data` as the list was, and `meta` beside it (docs/product.md#admin-lists). */
export function okPage<T>(c: Context, page: Page<T>) {
  return c.json({ success: true as const, data: page.data, meta: page.meta });
}
