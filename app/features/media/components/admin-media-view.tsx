import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ImageOff } from "lucide-react";
import { useCallback, useState } from "react";
import { ConfirmDialog } from "../../../components/ui/alert-dialog.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { ListStates } from "../../../components/ui/list-states.tsx";
import { LoadMore } from "../../../components/ui/load-more.tsx";
import { SearchInput } from "../../../components/ui/search-input.tsx";
import { toast } from "../../../components/ui/toaster.tsx";
import { mediaApi } from "../api.ts";
import { deleteMediaRequest } from "../delete-media.ts";
import type { MediaItem } from "../types.ts";
import { MediaCard } from "./media-card.tsx";
import { MediaDropZone } from "./media-drop-zone.tsx";
import { mediaTexts } from "./media-texts.ts";
import { mediaListPath, useMediaList } from "./use-media-list.ts";
import { useMediaUploads } from "./use-media-uploads.ts";

const statsKey = mediaApi.url("GET /admin/media/stats", {});

/** docs/product.md#media: the library screen. */
export function AdminMediaView() {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState("");
  const { list, items, searched, more } = useMediaList(search);
  const refresh = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [mediaListPath] }),
        queryClient.invalidateQueries({ queryKey: [statsKey] }),
      ]),
    [queryClient],
  );
  const { uploads, start } = useMediaUploads(refresh);
  const [toDelete, setToDelete] = useState<MediaItem | null>(null);
  const remove = useMutation({
    mutationFn: (item: MediaItem) => deleteMediaRequest(item.id),
    onSuccess: () => toast({ title: mediaTexts.deleted }),
    onError: (error) =>
      toast({ title: mediaTexts.error, description: error.message, variant: "destructive" }),
    onSettled: async () => {
      await refresh();
      setToDelete(null);
    },
  });

  return (
    <div className="grid gap-6">
      <MediaDropZone onFiles={start} uploads={uploads} />
      <section
        aria-label="Biblioteca de imagens"
        className="grid gap-4 rounded-[var(--radius-card)] border border-ink-100 bg-white p-4 shadow-card sm:p-5"
      >
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <h2 className="text-lg font-semibold text-ink-950">Imagens</h2>
          <SearchInput
            placeholder={mediaTexts.search}
            aria-label={mediaTexts.searchLabel}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className="sm:max-w-xs"
          />
        </div>
        <ListStates list={list} loading={mediaTexts.loading} failed={mediaTexts.loadError}>
          {items.length === 0 && !searched ? (
            <EmptyState icon={ImageOff} title={mediaTexts.empty} className="border-none">
              {mediaTexts.emptyHint}
            </EmptyState>
          ) : items.length === 0 ? (
            <EmptyState title={mediaTexts.noMatch} className="border-none">
              Nenhuma imagem corresponde à busca “{searched}”.
            </EmptyState>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {items.map((item) => (
                <MediaCard
                  key={`${item.id}-${item.alt ?? ""}`}
                  item={item}
                  usedBy={item.usedBy}
                  onChanged={refresh}
                  onDelete={setToDelete}
                />
              ))}
            </ul>
          )}
        </ListStates>
        {list.isSuccess && <LoadMore {...more} />}
      </section>
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={mediaTexts.deleteTitle}
        description={mediaTexts.deleteDescription}
        confirmLabel={mediaTexts.deleteConfirm}
        pendingLabel={mediaTexts.deleting}
        pending={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
      />
    </div>
  );
}
