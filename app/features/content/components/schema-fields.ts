import type { z } from "zod";

/**
 * docs/product.md#site-content: the edit screen's form is generated from a document's schema.
 * This module walks a Zod object (`shape`, `.meta()`, its limits) into the widgets the form
 * renders, so the schema stays the one declaration of a document's fields.
 */

/** What a field's `.meta()` may carry. */
export type FieldMeta = {
  label?: string;
  itemLabel?: string;
  hint?: string;
  widget?: "textarea" | "richtext" | "image" | "icon" | "url" | "email" | "tel";
};

/** A field's place in the document: object keys and list indexes. */
export type FieldPath = (string | number)[];

type Common = { key: string; label: string; hint?: string };

export type TextField = Common & {
  kind: "text";
  /** The input: a one-line input of this type, or a textarea. */
  input: "text" | "url" | "email" | "tel" | "textarea";
  min?: number;
  max?: number;
};
export type ChoiceField = Common & { kind: "choice"; options: string[]; icon: boolean };
export type ImageField = Common & { kind: "image"; altMax?: number };
export type RichTextField = Common & { kind: "richtext" };
export type GroupField = Common & { kind: "group"; fields: FormField[] };
export type ListField = Common & {
  kind: "list";
  itemLabel: string;
  min?: number;
  max?: number;
  /** The fields of one item (a group), or its one widget, keyed "" (an image, a text). */
  item: FormField[];
  scalar: boolean;
};
export type FormField =
  | TextField
  | ChoiceField
  | ImageField
  | RichTextField
  | GroupField
  | ListField;

type AnySchema = z.ZodType;
type Def = {
  type: string;
  innerType?: AnySchema;
  in?: AnySchema;
  checks?: {
    _zod: { def: { check: string; minimum?: number; maximum?: number; length?: number } };
  }[];
};

function defOf(schema: AnySchema): Def {
  return (schema as unknown as { def: Def }).def;
}

function metaOf(schema: AnySchema): FieldMeta {
  return ((schema as unknown as { meta: () => FieldMeta | undefined }).meta() ?? {}) as FieldMeta;
}

/**
 * Optional, nullable and default wrappers, and a pipe's input (a text checked again as an
 * e-mail), hide the field's own type; its meta may sit on either.
 */
function unwrap(schema: AnySchema): { inner: AnySchema; meta: FieldMeta } {
  let current = schema;
  let meta = metaOf(schema);
  for (;;) {
    const def = defOf(current);
    const next =
      def.type === "pipe"
        ? def.in
        : ["optional", "nullable", "default", "prefault"].includes(def.type)
          ? def.innerType
          : undefined;
    if (!next) break;
    current = next;
    meta = { ...metaOf(current), ...meta };
  }
  return { inner: current, meta };
}

function lengthLimits(schema: AnySchema): { min?: number; max?: number } {
  const limits: { min?: number; max?: number } = {};
  for (const check of defOf(schema).checks ?? []) {
    const def = check._zod.def;
    if (def.check === "min_length" && def.minimum !== undefined) limits.min = def.minimum;
    if (def.check === "max_length" && def.maximum !== undefined) limits.max = def.maximum;
    if (def.check === "length_equals" && def.length !== undefined) {
      limits.min = def.length;
      limits.max = def.length;
    }
  }
  const string = schema as unknown as { minLength?: number | null; maxLength?: number | null };
  if (typeof string.minLength === "number") limits.min = string.minLength;
  if (typeof string.maxLength === "number") limits.max = string.maxLength;
  return limits;
}

function shapeOf(schema: AnySchema): Record<string, AnySchema> {
  return (schema as unknown as { shape: Record<string, AnySchema> }).shape;
}

/** One field of a document's schema as the widget that edits it. */
export function describeField(key: string, schema: AnySchema): FormField {
  const { inner, meta } = unwrap(schema);
  const type = defOf(inner).type;
  const common: Common = { key, label: meta.label ?? key, hint: meta.hint };
  if (meta.widget === "image" && type === "object") {
    const alt = shapeOf(inner).alt;
    return {
      ...common,
      kind: "image",
      altMax: alt ? lengthLimits(unwrap(alt).inner).max : undefined,
    };
  }
  if (meta.widget === "richtext") return { ...common, kind: "richtext" };
  if (type === "enum") {
    const options = (inner as unknown as { options: string[] }).options;
    return { ...common, kind: "choice", options: [...options], icon: meta.widget === "icon" };
  }
  if (type === "object") {
    return { ...common, kind: "group", fields: describeFields(inner) };
  }
  if (type === "array") {
    const element = (inner as unknown as { element: AnySchema }).element;
    // An item is a group of fields, or one widget of its own (an image, a text).
    const itemField = describeField("", element);
    const elementMeta = unwrap(element).meta;
    return {
      ...common,
      kind: "list",
      itemLabel: elementMeta.itemLabel ?? meta.itemLabel ?? elementMeta.label ?? common.label,
      ...lengthLimits(inner),
      scalar: itemField.kind !== "group",
      item: itemField.kind === "group" ? itemField.fields : [itemField],
    };
  }
  const widget = meta.widget;
  const input =
    widget === "textarea" || widget === "url" || widget === "email" || widget === "tel"
      ? widget
      : "text";
  return { ...common, kind: "text", input, ...lengthLimits(inner) };
}

/** Every field of an object schema, in its declared order. */
export function describeFields(schema: AnySchema): FormField[] {
  return Object.entries(shapeOf(schema)).map(([key, field]) => describeField(key, field));
}

/** The value a new list item starts with: empty texts, the first choice, the built-in picture. */
export function emptyValue(field: FormField): unknown {
  switch (field.kind) {
    case "text":
      return "";
    case "choice":
      return field.options[0] ?? "";
    case "image":
      return { mediaId: null, alt: "" };
    case "richtext":
      return {
        root: { type: "root", version: 1, direction: null, format: "", indent: 0, children: [] },
      };
    case "group":
      return Object.fromEntries(field.fields.map((f) => [f.key, emptyValue(f)]));
    case "list":
      return [];
  }
}

/** A new item of a list. */
export function newListItem(list: ListField): unknown {
  const first = list.item[0];
  if (list.scalar && first) return emptyValue(first);
  return Object.fromEntries(list.item.map((f) => [f.key, emptyValue(f)]));
}

/** The list with the item at `from` moved to `to` (both clamped to the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= next.length) return next;
  const target = Math.max(0, Math.min(next.length - 1, to));
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}

/** The counter shown beside a limited text as it is typed: '42/120'. */
export function counterText(value: string, max: number): string {
  return `${[...value].length}/${max}`;
}

/** A path as the key of its error and the id of its control: "items.2.title". */
export function pathKey(path: FieldPath): string {
  return path.join(".");
}

/** The value at `path`, or undefined. */
export function valueAt(value: unknown, path: FieldPath): unknown {
  let current = value;
  for (const part of path) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string | number, unknown>)[part];
  }
  return current;
}

/** A copy of `value` with `path` set to `next`; the untouched branches are shared. */
export function setAt(value: unknown, path: FieldPath, next: unknown): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path as [string | number, ...FieldPath];
  const container: Record<string | number, unknown> | unknown[] = Array.isArray(value)
    ? [...value]
    : { ...(value as Record<string, unknown> | null | undefined) };
  const child = (container as Record<string | number, unknown>)[head];
  (container as Record<string | number, unknown>)[head] = setAt(child, rest, next);
  return container;
}

/**
 * The schema's own pt-BR messages, each at its field's path, the first one per field: what
 * the form shows under its controls before the server is asked.
 */
export function fieldErrors(schema: AnySchema, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = pathKey(issue.path as FieldPath);
    errors[key] ??= issue.message;
  }
  return errors;
}
