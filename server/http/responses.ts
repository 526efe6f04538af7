import type { Context } from "hono";
import type { FieldError, HttpError } from "../../app/lib/http-error.ts";
import type { Page } from "../../app/lib/page.ts";

export function ok<T>(c: Context, data: T, status: 200 | 201 = 200) {
  return c.json({ success: true as const, data }, status);
}

const okHead = Buffer.from('{"success":true,"data":');
const okTail = Buffer.from("}");

/** `ok` for data already serialised (a remembered list): the same body, not parsed back first. */
export function okJson(c: Context, dataJson: Uint8Array) {
  return jsonBody(c, dataJson, () => Buffer.concat([okHead, dataJson, okTail]));
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
  return jsonBody(c, page, () =>
    Buffer.from(JSON.stringify({ success: true, data: page.data, meta: page.meta })),
  );
}

// Answers' bodies, built once for as long as what they show is remembered (a list kept until its
// table changes is answered again and again): no serialising or copying per request.
const bodies = new WeakMap<object, Uint8Array<ArrayBuffer>>();

function jsonBody(c: Context, shown: object, serialise: () => Uint8Array<ArrayBuffer>) {
  let body = bodies.get(shown);
  if (!body) {
    body = serialise();
    bodies.set(shown, body);
  }
  return c.body(body, 200, { "Content-Type": "application/json" });
}
