import { useQueryClient } from "@tanstack/react-query";
import { ImagePlus } from "lucide-react";
import { useCallback, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog.tsx";
import { ListStates } from "../../../components/ui/list-states.tsx";
import { LoadMore } from "../../../components/ui/load-more.tsx";
import { SearchInput } from "../../../components/ui/search-input.tsx";
import type { MediaItem } from "../types.ts";
import { MediaCard } from "./media-card.tsx";
import { MediaDropZone } from "./media-drop-zone.tsx";
import { mediaTexts } from "./media-texts.ts";
import { mediaListPath, useMediaList } from "./use-media-list.ts";
import { useMediaUploads } from "./use-media-uploads.ts";

/**
 * docs/product.md#project-form: a button that opens the library in a dialog, to choose an image
 * or upload one on the spot; the chosen image (with its alt text) goes to `onPick`.
 */
export function MediaPicker({
  label = mediaTexts.pickerOpen,
  onPick,
}: {
  label?: string;
  onPick: (item: MediaItem) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)}>
        <ImagePlus className="size-4" aria-hidden />
        {label}
      </Button>
      <DialogContent width="lg" className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{mediaTexts.pickerTitle}</DialogTitle>
          <DialogDescription>{mediaTexts.pickerDescription}</DialogDescription>
        </DialogHeader>
        {open && (
          <PickerBody
            onPick={(item) => {
              onPick(item);
              setOpen(false);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function PickerBody({ onPick }: { onPick: (item: MediaItem) => void }) {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState("");
  const { list, items, more } = useMediaList(search);
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: [mediaListPath] }),
    [queryClient],
  );
  const { uploads, start } = useMediaUploads(refresh);
  return (
    <div className="grid gap-4">
      <MediaDropZone onFiles={start} uploads={uploads} compact />
      <SearchInput
        placeholder={mediaTexts.search}
        aria-label={mediaTexts.searchLabel}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <ListStates list={list} loading={mediaTexts.loading} failed={mediaTexts.loadError}>
        {items.length === 0 ? (
          <p className="py-6 text-center text-sm text-ink-500">{mediaTexts.noMatch}</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((item) => (
              <MediaCard
                key={`${item.id}-${item.alt ?? ""}`}
                item={item}
                onChanged={refresh}
                onPick={onPick}
              />
            ))}
          </ul>
        )}
      </ListStates>
      {list.isSuccess && <LoadMore {...more} />}
    </div>
  );
}
