import { Upload } from "lucide-react";
import { type DragEvent, useId, useRef, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { cn } from "../../../lib/cn.ts";
import { acceptedImageTypes } from "../upload-media.ts";
import { mediaTexts } from "./media-texts.ts";
import type { UploadState } from "./use-media-uploads.ts";

/** The upload area: a button for the file picker, and a zone that takes dropped files. */
export function MediaDropZone({
  onFiles,
  uploads,
  compact = false,
}: {
  onFiles: (files: File[]) => void;
  uploads: UploadState[];
  compact?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const hintId = useId();
  const take = (list: FileList | null) => {
    const files = list ? [...list] : [];
    if (files.length > 0) onFiles(files);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    take(event.dataTransfer.files);
  };
  return (
    <div className="grid gap-3">
      <section
        aria-label="Área de envio de imagens"
        data-testid="media-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={cn(
          "flex flex-col items-center gap-3 rounded-[var(--radius-card)] border-2 border-dashed p-6 text-center transition-colors",
          compact && "p-4",
          over ? "border-brand-500 bg-brand-50" : "border-ink-200 bg-white",
        )}
      >
        <Upload className="size-6 text-ink-400" aria-hidden />
        <p id={hintId} className="text-sm text-ink-600">
          {over ? mediaTexts.dropActive : mediaTexts.dropHint}
        </p>
        <Button type="button" variant="outline" size="sm" onClick={() => input.current?.click()}>
          {mediaTexts.upload}
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          accept={acceptedImageTypes}
          className="sr-only"
          aria-label={mediaTexts.upload}
          aria-describedby={hintId}
          tabIndex={-1}
          onChange={(event) => {
            take(event.target.files);
            event.target.value = "";
          }}
        />
      </section>
      {uploads.length > 0 && (
        <ul className="grid gap-2" aria-label="Envios">
          {uploads.map((upload) => (
            <UploadRow key={upload.key} upload={upload} />
          ))}
        </ul>
      )}
    </div>
  );
}

function UploadRow({ upload }: { upload: UploadState }) {
  const percent = Math.round(upload.progress * 100);
  const label =
    upload.status === "failed"
      ? upload.message
      : upload.status === "existing"
        ? upload.message
        : upload.status === "done"
          ? mediaTexts.uploaded
          : upload.status === "processing"
            ? mediaTexts.processing
            : `${mediaTexts.uploading} ${percent}%`;
  return (
    <li className="grid gap-1 rounded-xl border border-ink-100 bg-white px-3 py-2 text-sm">
      <div className="flex items-center justify-between gap-3">
        <span className="truncate font-medium text-ink-900">{upload.name}</span>
        {/* A message may wrap (right-aligned) in a phone's row rather than hide the file name. */}
        <span
          className={cn(
            "max-w-[65%] text-right",
            upload.status === "failed"
              ? "text-red-700"
              : upload.status === "existing"
                ? "text-amber-800"
                : "text-ink-500",
          )}
          role={
            upload.status === "failed"
              ? "alert"
              : upload.status === "existing"
                ? "status"
                : undefined
          }
        >
          {label}
        </span>
      </div>
      <progress
        className="h-1.5 w-full overflow-hidden rounded-full accent-brand-600"
        max={100}
        value={upload.status === "failed" ? 0 : percent}
        aria-label={`Progresso do envio de ${upload.name}`}
      />
    </li>
  );
}
