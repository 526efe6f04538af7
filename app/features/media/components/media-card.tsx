import { useMutation } from "@tanstack/react-query";
import { AlertTriangle, Trash2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Input } from "../../../components/ui/field.tsx";
import { toast } from "../../../components/ui/toaster.tsx";
import { mediaApi } from "../api.ts";
import type { MediaItem, ProjectUse } from "../types.ts";
import { thumbnailOf } from "../upload-media.ts";
import { mediaTexts } from "./media-texts.ts";
import { MediaUsage } from "./media-usage.tsx";

/**
 * One image of the library: its thumbnail, its alt text edited in place, and its delete button
 * and the projects that use it (the library) or its 'Usar esta imagem' button (a picker), which
 * waits for an alt text.
 */
export function MediaCard({
  item,
  usedBy,
  onChanged,
  onDelete,
  onPick,
}: {
  item: MediaItem;
  /** The projects that show the image; left out, the card does not say. */
  usedBy?: ProjectUse[];
  onChanged: () => void;
  onDelete?: (item: MediaItem) => void;
  onPick?: (item: MediaItem) => void;
}) {
  const [alt, setAlt] = useState(item.alt ?? "");
  const inputId = useId();
  const hintId = useId();
  const save = useMutation({
    mutationFn: (value: string) =>
      mediaApi.call("PATCH /admin/media/{id}", { params: { id: item.id }, body: { alt: value } }),
    onSuccess: () => {
      toast({ title: mediaTexts.altSaved });
      onChanged();
    },
    onError: (error) =>
      toast({ title: mediaTexts.error, description: error.message, variant: "destructive" }),
  });
  const changed = alt.trim() !== (item.alt ?? "");
  const canSave = changed && alt.trim() !== "" && !save.isPending;
  // Enter in the field does what 'Salvar' does, and only when it may.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSave) save.mutate(alt);
  };
  return (
    <li
      className="flex flex-col overflow-hidden rounded-[var(--radius-card)] border border-ink-100 bg-white shadow-card"
      data-testid="media-card"
    >
      <div
        className="aspect-[4/3] bg-ink-50 bg-cover bg-center"
        style={{ backgroundImage: `url("${item.placeholder}")` }}
      >
        <img
          src={thumbnailOf(item)}
          alt={item.alt ?? ""}
          width={item.width}
          height={item.height}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
      </div>
      {/* grid-cols-1 (minmax(0, 1fr)): a long file name is truncated, never widening the card. */}
      <div className="grid flex-1 grid-cols-1 content-start gap-2 p-3">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="truncate text-sm font-medium text-ink-900" title={item.fileName}>
              {item.fileName}
            </p>
            <p className="text-xs text-ink-500 tabular-nums">
              {item.width}×{item.height} · {Math.ceil(item.bytes / 1024)} KB
            </p>
          </div>
          {onDelete && (
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="text-red-700 hover:bg-red-50"
              aria-label={`${mediaTexts.delete} ${item.fileName}`}
              onClick={() => onDelete(item)}
            >
              <Trash2 className="size-4" aria-hidden />
            </Button>
          )}
        </div>
        <form onSubmit={submit} className="grid gap-1.5">
          <label htmlFor={inputId} className="text-xs font-medium text-ink-700">
            {mediaTexts.altLabel}
          </label>
          <div className="flex gap-2">
            <Input
              id={inputId}
              value={alt}
              maxLength={200}
              aria-describedby={hintId}
              aria-invalid={item.alt === null || undefined}
              onChange={(event) => setAlt(event.target.value)}
              // min-w-0: an input's default width would push 'Salvar' out of a narrow card.
              className="h-9 min-w-0 flex-1 text-sm"
            />
            <Button type="submit" size="sm" disabled={!canSave}>
              {mediaTexts.altSave}
            </Button>
          </div>
          {item.alt === null ? (
            <p id={hintId} className="flex items-center gap-1 text-xs text-amber-800">
              <AlertTriangle className="size-3.5 shrink-0" aria-hidden />
              {mediaTexts.altMissing}
            </p>
          ) : (
            <p id={hintId} className="text-xs text-ink-500">
              {mediaTexts.altHint}
            </p>
          )}
        </form>
        {onPick && (
          <Button
            type="button"
            size="sm"
            disabled={item.alt === null}
            onClick={() => onPick(item)}
            aria-label={`${mediaTexts.pick}: ${item.fileName}`}
          >
            {mediaTexts.pick}
          </Button>
        )}
      </div>
      {/* Last, at the foot: a line that wraps with long titles leaves the cards of a row aligned. */}
      {usedBy && (
        <div className="border-t border-ink-100 px-3 py-2">
          <MediaUsage usedBy={usedBy} />
        </div>
      )}
    </li>
  );
}
