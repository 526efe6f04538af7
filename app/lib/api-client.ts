import type { z } from "zod";
import type { Endpoint, EndpointSpec } from "../../server/http/endpoint.ts";
import type { Page } from "./page.ts";

/** Client for our /api: docs/product.md#client-conventions's error rules in one place. Every call sends the session cookie. */

/** One field's message of a validation failure (docs/product.md#response-shape). */
export type ApiFieldError = { path: string; message: string };

export class ApiError extends Error {
  readonly status: number;
  /** A validation failure's messages, field by field; empty otherwise. */
  readonly errors: ApiFieldError[];
  constructor(status: number, message: string, errors: ApiFieldError[] = []) {
    super(message);
    this.status = status;
    this.errors = errors;
  }
}

function fieldErrorsOf(body: { errors?: unknown }): ApiFieldError[] {
  if (!Array.isArray(body.errors)) return [];
  return body.errors.filter(
    (e): e is ApiFieldError =>
      typeof e === "object" &&
      e !== null &&
      typeof (e as ApiFieldError).path === "string" &&
      typeof (e as ApiFieldError).message === "string",
  );
}

async function errorOf(response: Response): Promise<ApiError> {
  const type = response.headers.get("content-type") ?? "";
  const text = await response.text().catch(() => "");
  if (type.includes("text/html") || /^\s*<(!doctype|html)/i.test(text)) {
    return new ApiError(response.status, `${response.status}: Resposta HTML recebida do servidor`);
  }
  try {
    const body = JSON.parse(text) as { message?: unknown; errors?: unknown };
    if (typeof body.message === "string" && body.message) {
      return new ApiError(response.status, body.message, fieldErrorsOf(body));
    }
  } catch {
    // not JSON: fall through
  }
  if (response.statusText) {
    return new ApiError(response.status, `${response.status}: ${response.statusText}`);
  }
  return new ApiError(response.status, text.slice(0, 100) || String(response.status));
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
  if (!response.ok) throw await errorOf(response);
  const text = await response.text();
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError(response.status, `Falha ao processar resposta JSON de ${path}`);
  }
}

type Sent<Schema> = Schema extends z.ZodType ? z.input<Schema> : undefined;
type Read<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;

type QueryOf<Keys extends PropertyKey> = { [K in Keys]?: string | undefined };
/** A paged list's own query: docs/product.md#admin-lists. */
type PageKeys<S extends EndpointSpec> = S["paged"] extends true
  ? "limit" | "cursor" | "q" | "sort"
  : never;

/** What a call to one endpoint sends: its path's parts, its query and its body, as declared. */
export type CallInput<E> =
  E extends Endpoint<infer S>
    ? (S["params"] extends z.ZodType
        ? { params: Record<keyof Sent<S["params"]>, string | number> }
        : { params?: never }) &
        (S["query"] extends z.ZodType
          ? { query?: QueryOf<keyof Sent<S["query"]> | PageKeys<S>> }
          : S["paged"] extends true
            ? { query?: QueryOf<PageKeys<S>> }
            : { query?: never }) &
        (S["body"] extends z.ZodType ? { body: Sent<S["body"]> } : { body?: never })
    : never;

/** What a call to one endpoint answers: its `data`, or a page of a list with its `meta`. */
export type AnswerOf<E> =
  E extends Endpoint<infer S>
    ? S["paged"] extends true
      ? Page<Read<S["response"]>>
      : Read<S["response"]>
    : never;

/**
 * The whole answer: `data` and the fields an endpoint declares beside it. `success` stays, for
 * the public forms that show a 2xx answer's `success: false` with its message.
 */
export type ReplyOf<E> =
  E extends Endpoint<infer S>
    ? { success: boolean; data: AnswerOf<E> } & (S["fields"] extends z.ZodType
        ? z.output<S["fields"]>
        : unknown)
    : never;

/** One item of a paged list's answer. */
export type ItemOf<E> =
  E extends Endpoint<infer S> ? (S["paged"] extends true ? Read<S["response"]> : never) : never;

/** A paged list's path, with the type of its items (usePagedList reads it). */
export type ListPath<Item> = string & { readonly item?: Item };

/**
 * Typed calls to a feature's endpoints (server/http/endpoint.ts), by their declared key:
 * `api.call("PATCH /admin/testimonials/{id}", { params: { id }, body })`. A renamed path or
 * field, or an answer read as what it is not, fails `npm run typecheck`. Only the endpoints'
 * types are imported: nothing of the server reaches the browser.
 */
export function apiFor<Endpoints extends Record<string, Endpoint>>() {
  function url<K extends keyof Endpoints & string>(key: K, input: CallInput<Endpoints[K]>) {
    const { params, query } = input as {
      params?: Record<string, string | number>;
      query?: Record<string, string | undefined>;
    };
    const path = key
      .slice(key.indexOf(" ") + 1)
      .replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params?.[name])));
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(query ?? {})) {
      if (value !== undefined) search.set(name, value);
    }
    const queryString = search.toString();
    return `/api${path}${queryString ? `?${queryString}` : ""}`;
  }

  /** The whole answer, `data` and what the endpoint declares beside it (its `fields`). */
  async function reply<K extends keyof Endpoints & string>(
    key: K,
    input: CallInput<Endpoints[K]>,
  ): Promise<ReplyOf<Endpoints[K]>> {
    const method = key.slice(0, key.indexOf(" ")) as "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
    const { body } = input as { body?: unknown };
    // The one place an answer is taken as declared: tests/support/declared-responses.ts checks
    // every answer of the API suites against the declaration.
    const answer = await apiRequest<Record<string, unknown>>(method, url(key, input), body);
    return answer as ReplyOf<Endpoints[K]>;
  }

  async function call<K extends keyof Endpoints & string>(
    key: K,
    input: CallInput<Endpoints[K]>,
  ): Promise<AnswerOf<Endpoints[K]>> {
    const answer = (await reply(key, input)) as { data: unknown; meta?: unknown };
    return (
      answer.meta === undefined ? answer.data : { data: answer.data, meta: answer.meta }
    ) as AnswerOf<Endpoints[K]>;
  }

  /** A paged list's path for `usePagedList`, carrying the type of its items. */
  function list<K extends keyof Endpoints & string>(key: K) {
    return url(key, {} as CallInput<Endpoints[K]>) as ListPath<ItemOf<Endpoints[K]>>;
  }

  /** A read as react-query takes it: the path is the key (docs/product.md#api-routes). */
  function query<K extends keyof Endpoints & string>(key: K, input: CallInput<Endpoints[K]>) {
    return { queryKey: [url(key, input)] as const, queryFn: () => call(key, input) };
  }

  return { url, call, reply, query, list };
}
