import { useQuery } from "@tanstack/react-query";
import { ArrowDown, ArrowUp, ImageOff, Plus, Trash2 } from "lucide-react";
import { lazy, Suspense, useRef } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Field, fieldAria, Input, Textarea } from "../../../components/ui/field.tsx";
import { NativeSelect } from "../../../components/ui/native-select.tsx";
import { MediaPicker, mediaApi } from "../../media/index.ts";
import { contentTexts as texts } from "./content-texts.ts";
import {
  counterText,
  type FieldPath,
  type FormField,
  type ImageField,
  type ListField,
  moveItem,
  newListItem,
  pathKey,
  setAt,
  valueAt,
} from "./schema-fields.ts";

// Lexical only loads where a rich-text field is on screen: never on a public page.
const RichTextEditor = lazy(() => import("./rich-text-editor.tsx"));

/** The chosen library image as the form shows it, beside its stored `mediaId`. */
export type PickedImage = { url: string; alt: string };

type FormProps = {
  /** Where the form's control ids start, so two documents never share one. */
  idPrefix: string;
  fields: FormField[];
  value: unknown;
  onChange: (next: unknown) => void;
  /** The messages to show, keyed by the field's path ("services.0.name"). */
  errors: Record<string, string>;
  readOnly: boolean;
  /** The pictures of the images chosen or already stored, by media id. */
  pictures: Record<number, PickedImage>;
  onPicture: (mediaId: number, picture: PickedImage) => void;
};

/**
 * docs/product.md#site-content: a document's form, generated from its schema's fields
 * (schema-fields.ts): no document has a hand-written form.
 */
export function SchemaForm(props: FormProps) {
  return (
    <div className="grid gap-6">
      {props.fields.map((field) => (
        <FieldControl key={field.key} {...props} field={field} path={[field.key]} />
      ))}
    </div>
  );
}

type ControlProps = FormProps & { field: FormField; path: FieldPath };

function FieldControl(props: ControlProps) {
  const { field, path, value, onChange } = props;
  const current = valueAt(value, path);
  const set = (next: unknown) => onChange(setAt(value, path, next));
  const id = `${props.idPrefix}-${pathKey(path).replaceAll(".", "-")}`;
  const error = props.errors[pathKey(path)];
  switch (field.kind) {
    case "text":
      return (
        <TextControl {...props} field={field} id={id} error={error} value={current} set={set} />
      );
    case "choice":
      return (
        <Field id={id} label={field.label} error={error} hint={field.hint}>
          <NativeSelect
            {...fieldAria(id, error, Boolean(field.hint))}
            value={typeof current === "string" ? current : ""}
            disabled={props.readOnly}
            onChange={(event) => set(event.target.value)}
          >
            {field.options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </NativeSelect>
        </Field>
      );
    case "image":
      return <ImageControl {...props} field={field} id={id} />;
    case "richtext":
      return (
        <div className="grid gap-1.5">
          <span id={`${id}-label`} className="text-sm font-medium text-ink-700">
            {field.label}
          </span>
          <Suspense fallback={<p className="text-sm text-ink-500">{texts.richText.loading}</p>}>
            <RichTextEditor
              id={id}
              labelledBy={`${id}-label`}
              value={current}
              onChange={set}
              readOnly={props.readOnly}
            />
          </Suspense>
          {error && (
            <p role="alert" className="text-sm text-red-600">
              {error}
            </p>
          )}
        </div>
      );
    case "group":
      return (
        <fieldset className="grid gap-5 rounded-2xl border border-ink-100 p-4 sm:p-5">
          <legend className="px-1 text-sm font-semibold text-ink-900">{field.label}</legend>
          {field.hint && <p className="text-xs text-ink-500">{field.hint}</p>}
          {field.fields.map((child) => (
            <FieldControl key={child.key} {...props} field={child} path={[...path, child.key]} />
          ))}
        </fieldset>
      );
    case "list":
      return (
        <ListControl
          {...props}
          field={field}
          items={Array.isArray(current) ? current : []}
          set={set}
          error={error}
        />
      );
  }
}

function TextControl({
  field,
  id,
  error,
  value,
  set,
  readOnly,
}: ControlProps & {
  field: Extract<FormField, { kind: "text" }>;
  id: string;
  error?: string;
  value: unknown;
  set: (next: unknown) => void;
}) {
  const text = typeof value === "string" ? value : "";
  const counterId = `${id}-counter`;
  const aria = fieldAria(id, error, Boolean(field.hint));
  const control = {
    ...aria,
    "aria-describedby":
      [aria["aria-describedby"], field.max ? counterId : undefined].filter(Boolean).join(" ") ||
      undefined,
    value: text,
    readOnly,
    required: (field.min ?? 0) > 0,
    onChange: (event: { target: { value: string } }) => set(event.target.value),
  };
  const over = field.max !== undefined && [...text].length > field.max;
  return (
    <Field id={id} label={field.label} error={error} hint={field.hint}>
      {field.input === "textarea" ? (
        <Textarea {...control} rows={4} />
      ) : (
        <Input
          {...control}
          type={field.input}
          inputMode={field.input === "text" ? undefined : field.input}
        />
      )}
      {field.max !== undefined && (
        <p
          id={counterId}
          className={over ? "text-right text-xs text-red-600" : "text-right text-xs text-ink-500"}
        >
          {counterText(text, field.max)}
        </p>
      )}
    </Field>
  );
}

function ListControl(
  props: ControlProps & {
    field: ListField;
    items: unknown[];
    set: (next: unknown) => void;
    error?: string;
  },
) {
  const { field, items, set, path, readOnly } = props;
  const listRef = useRef<HTMLOListElement>(null);
  // After a move the moved item's same button keeps the focus, so the keyboard can go on moving it.
  const move = (from: number, to: number, button: "up" | "down") => {
    set(moveItem(items, from, to));
    requestAnimationFrame(() => {
      const target = listRef.current?.querySelector<HTMLButtonElement>(
        `[data-item="${Math.max(0, Math.min(items.length - 1, to))}"][data-move="${button}"]`,
      );
      (target?.disabled
        ? listRef.current?.querySelector<HTMLButtonElement>(
            `[data-item="${to}"][data-move]:not(:disabled)`,
          )
        : target
      )?.focus();
    });
  };
  const canAdd = !readOnly && (field.max === undefined || items.length < field.max);
  const canRemove = !readOnly && items.length > (field.min ?? 0);
  const bounds = texts.list.bounds(field.min, field.max);
  return (
    <fieldset className="grid gap-3 rounded-2xl border border-ink-100 p-4 sm:p-5">
      <legend className="px-1 text-sm font-semibold text-ink-900">{field.label}</legend>
      {(field.hint || bounds) && (
        <p className="text-xs text-ink-500">{[field.hint, bounds].filter(Boolean).join(" ")}</p>
      )}
      {props.error && (
        <p role="alert" className="text-sm text-red-600">
          {props.error}
        </p>
      )}
      <ol ref={listRef} className="grid gap-3">
        {/* Items have no identity of their own: their position is their key, and every control
            reads its value from the document, so a move rewrites them all. */}
        {items.map((_, index) => {
          const itemLabel = texts.list.item(field.itemLabel, index + 1);
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: an item has no identity but its place
              key={index}
              className="grid gap-4 rounded-xl bg-ink-50/60 p-3 sm:p-4"
              aria-label={itemLabel}
            >
              <div className="flex items-center justify-between gap-2">
                <span className="text-sm font-medium text-ink-700">{itemLabel}</span>
                {!readOnly && (
                  <div className="flex gap-1">
                    {[
                      {
                        move: "up",
                        label: texts.list.moveUp,
                        icon: ArrowUp,
                        off: index === 0,
                        to: index - 1,
                      },
                      {
                        move: "down",
                        label: texts.list.moveDown,
                        icon: ArrowDown,
                        off: index === items.length - 1,
                        to: index + 1,
                      },
                      {
                        move: null,
                        label: texts.list.remove,
                        icon: Trash2,
                        off: !canRemove,
                        to: index,
                      },
                    ].map(({ move: direction, label, icon: Icon, off, to }) => (
                      <Button
                        key={label}
                        type="button"
                        variant="ghost"
                        size="icon"
                        data-item={index}
                        data-move={direction ?? undefined}
                        aria-label={`${label}: ${itemLabel}`}
                        disabled={off}
                        onClick={() =>
                          direction
                            ? move(index, to, direction as "up" | "down")
                            : set(items.filter((__, i) => i !== index))
                        }
                      >
                        <Icon className="size-4" aria-hidden />
                      </Button>
                    ))}
                  </div>
                )}
              </div>
              {field.item.map((child) => (
                <FieldControl
                  key={child.key}
                  {...props}
                  field={child.key === "" ? { ...child, label: itemLabel } : child}
                  path={child.key === "" ? [...path, index] : [...path, index, child.key]}
                />
              ))}
            </li>
          );
        })}
      </ol>
      {canAdd && (
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => set([...items, newListItem(field)])}
          >
            <Plus className="size-4" aria-hidden />
            {texts.list.add(field.itemLabel)}
          </Button>
        </div>
      )}
    </fieldset>
  );
}

function ImageControl(props: ControlProps & { field: ImageField; id: string }) {
  const { field, id, path, value, onChange, readOnly, errors, pictures, onPicture } = props;
  const image = (valueAt(value, path) ?? { mediaId: null, alt: "" }) as {
    mediaId: number | null;
    alt: string;
  };
  const set = (next: { mediaId: number | null; alt: string }) => onChange(setAt(value, path, next));
  // A stored image not chosen on this visit: its picture from the library.
  const stored = useQuery({
    ...mediaApi.query("GET /admin/media/{id}", { params: { id: image.mediaId ?? 0 } }),
    enabled: image.mediaId !== null && !pictures[image.mediaId],
  });
  const picture =
    image.mediaId === null
      ? undefined
      : (pictures[image.mediaId] ??
        (stored.data ? { url: stored.data.url, alt: stored.data.alt ?? "" } : undefined));
  const altId = `${id}-alt`;
  const altPath = pathKey([...path, "alt"]);
  const altError = errors[altPath];
  const pictureError = errors[pathKey([...path, "mediaId"])] ?? errors[pathKey(path)];
  return (
    <fieldset className="grid gap-4 rounded-2xl border border-ink-100 p-4 sm:p-5">
      <legend className="px-1 text-sm font-semibold text-ink-900">{field.label}</legend>
      <div className="grid gap-4 sm:grid-cols-[12rem_1fr] sm:items-start">
        <div className="flex aspect-[4/3] items-center justify-center overflow-hidden rounded-xl bg-ink-50">
          {picture ? (
            <img src={picture.url} alt={image.alt} className="size-full object-cover" />
          ) : (
            <span className="grid justify-items-center gap-1 p-2 text-center text-xs text-ink-500">
              <ImageOff className="size-5" aria-hidden />
              {image.mediaId === null ? texts.image.builtIn : `#${image.mediaId}`}
            </span>
          )}
        </div>
        <div className="grid gap-3">
          {!readOnly && (
            <div className="flex flex-wrap gap-2">
              <MediaPicker
                label={texts.image.choose}
                onPick={(item) => {
                  onPicture(item.id, { url: item.url, alt: item.alt ?? "" });
                  set({ mediaId: item.id, alt: image.alt.trim() ? image.alt : (item.alt ?? "") });
                }}
              />
              {image.mediaId !== null && (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => set({ ...image, mediaId: null })}
                >
                  {texts.image.useBuiltIn}
                </Button>
              )}
            </div>
          )}
          {pictureError && (
            <p role="alert" className="text-sm text-red-600">
              {pictureError}
            </p>
          )}
          <Field id={altId} label={texts.image.alt} error={altError} hint={texts.image.altHint}>
            <Input
              {...fieldAria(altId, altError, true)}
              value={image.alt}
              readOnly={readOnly}
              required
              maxLength={field.altMax}
              onChange={(event) => set({ ...image, alt: event.target.value })}
            />
          </Field>
          {field.altMax !== undefined && (
            <p className="text-right text-xs text-ink-500">
              {counterText(image.alt, field.altMax)}
            </p>
          )}
        </div>
      </div>
    </fieldset>
  );
}
