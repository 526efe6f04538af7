import { useCallback, useState } from "react";
import type { MediaItem } from "../types.ts";
import { uploadMedia } from "../upload-media.ts";

export interface UploadState {
  key: string;
  name: string;
  /** 0 to 1: how much of the file has been sent. */
  progress: number;
  /** `existing`: the bytes were already in the library, and no second image was made. */
  status: "sending" | "processing" | "done" | "existing" | "failed";
  message?: string;
}

/**
 * Several uploads at once, each with its own progress (docs/product.md#media). The server
 * processes them one at a time; the browser sends them together.
 */
export function useMediaUploads(onUploaded: (item: MediaItem) => void) {
  const [uploads, setUploads] = useState<UploadState[]>([]);
  const update = useCallback((key: string, change: Partial<UploadState>) => {
    setUploads((all) => all.map((u) => (u.key === key ? { ...u, ...change } : u)));
  }, []);

  const start = useCallback(
    (files: File[]) => {
      const started = files.map((file) => ({
        file,
        state: {
          key: `${Date.now()}-${Math.random().toString(36).slice(2)}`,
          name: file.name,
          progress: 0,
          status: "sending" as const,
        },
      }));
      setUploads((all) => [...started.map((s) => s.state), ...all]);
      return Promise.all(
        started.map(async ({ file, state }) => {
          try {
            const { item, alreadyStored } = await uploadMedia(file, (progress) =>
              update(state.key, {
                progress,
                status: progress >= 1 ? "processing" : "sending",
              }),
            );
            update(
              state.key,
              alreadyStored === undefined
                ? { progress: 1, status: "done" }
                : { progress: 1, status: "existing", message: alreadyStored },
            );
            onUploaded(item);
            return item;
          } catch (error) {
            update(state.key, {
              status: "failed",
              message: error instanceof Error ? error.message : String(error),
            });
            return null;
          }
        }),
      );
    },
    [onUploaded, update],
  );

  const clearFinished = useCallback(
    () =>
      setUploads((all) => all.filter((u) => u.status === "sending" || u.status === "processing")),
    [],
  );
  return { uploads, start, clearFinished };
}
