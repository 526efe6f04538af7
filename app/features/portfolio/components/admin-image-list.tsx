import { ImageOff, Plus, Trash2 } from "lucide-react";
import { type KeyboardEvent, useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Input } from "../../../components/ui/field.tsx";
import { toast } from "../../../components/ui/toaster.tsx";
import { MediaPicker } from "../../media/index.ts";
import { type ProjectImageInput, projectImageSchema } from "../schemas.ts";
import { adminPortfolioTexts as texts } from "./admin-texts.ts";

/** An additional image as listed: held locally (create mode) or already on the server (edit). */
export interface ListedImage {
  key: string;
  imageUrl: string;
  alt: string;
  altEn: string | null;
}

/**
 * docs/product.md#back-office additional images: a grid of 1, 2 or 3 columns by width, with add and remove.
 * Input is checked with the shared schema first; the first problem becomes the docs/product.md#validation toast.
 */
export function AdminImageList({
  images,
  onAdd,
  onRemove,
  adding = false,
  hint,
}: {
  images: ListedImage[];
  /** Resolves true when the image was taken, so the inputs can be emptied. */
  onAdd: (image: ProjectImageInput) => Promise<boolean>;
  onRemove: (image: ListedImage) => void;
  adding?: boolean;
  hint?: string;
}) {
  const baseId = useId();
  const [imageUrl, setImageUrl] = useState("");
  const [alt, setAlt] = useState("");
  const [altEn, setAltEn] = useState("");

  const add = async () => {
    const parsed = projectImageSchema.safeParse({ imageUrl, alt, altEn });
    if (!parsed.success) {
      toast({
        title: texts.validationError,
        description: parsed.error.issues[0]?.message,
        variant: "destructive",
      });
      return;
    }
    if (await onAdd(parsed.data)) {
      setImageUrl("");
      setAlt("");
      setAltEn("");
    }
  };

  // These inputs live inside the project form: Enter adds the image instead of saving the project.
  const addOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    if (!adding) void add();
  };

  return (
    <div className="grid gap-4">
      <div className="flex items-baseline justify-between gap-3">
        <h3 className="font-sans text-sm font-semibold text-ink-900">
          {texts.fields.additionalImages}
        </h3>
        <span className="text-xs text-ink-500 tabular-nums">{images.length}</span>
      </div>
      {hint && <p className="-mt-2 text-xs text-ink-500">{hint}</p>}

      {images.length === 0 ? (
        <p className="rounded-xl border border-dashed border-ink-100 px-4 py-6 text-center text-sm text-ink-500">
          {texts.fields.additionalImagesEmpty}
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {images.map((image) => (
            <ImageCard key={image.key} image={image} onRemove={() => onRemove(image)} />
          ))}
        </ul>
      )}

      <div className="flex flex-wrap items-center gap-3">
        <MediaPicker
          label={texts.fields.imageFromLibrary}
          onPick={(item) => void onAdd({ imageUrl: item.url, alt: item.alt ?? "", altEn: null })}
        />
        <span className="text-xs text-ink-500">{texts.fields.orPasteUrl}</span>
      </div>
      <div className="grid gap-3 rounded-xl bg-ink-50 p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto] sm:items-end">
        <div className="grid gap-1.5">
          <label htmlFor={`${baseId}-url`} className="text-sm font-medium text-ink-700">
            {texts.fields.newImageUrl}
          </label>
          <Input
            id={`${baseId}-url`}
            type="url"
            inputMode="url"
            value={imageUrl}
            onChange={(event) => setImageUrl(event.target.value)}
            onKeyDown={addOnEnter}
            placeholder={texts.fields.newImageUrlPlaceholder}
          />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={`${baseId}-alt`} className="text-sm font-medium text-ink-700">
            {texts.fields.newImageAlt}
          </label>
          <Input
            id={`${baseId}-alt`}
            value={alt}
            onChange={(event) => setAlt(event.target.value)}
            onKeyDown={addOnEnter}
            placeholder={texts.fields.newImageAltPlaceholder}
          />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={`${baseId}-alt-en`} className="text-sm font-medium text-ink-700">
            {texts.fields.newImageAltEn}
          </label>
          <Input
            id={`${baseId}-alt-en`}
            lang="en"
            value={altEn}
            onChange={(event) => setAltEn(event.target.value)}
            onKeyDown={addOnEnter}
            placeholder={texts.fields.newImageAltEnPlaceholder}
          />
        </div>
        <Button
          type="button"
          variant="outline"
          className="h-[50px]"
          onClick={() => void add()}
          disabled={adding}
        >
          <Plus className="size-4" aria-hidden />
          {adding ? texts.fields.addingImage : texts.fields.addImage}
        </Button>
      </div>
    </div>
  );
}

function ImageCard({ image, onRemove }: { image: ListedImage; onRemove: () => void }) {
  const [failed, setFailed] = useState(false);
  return (
    <li className="group overflow-hidden rounded-xl border border-ink-100 bg-white">
      <div className="relative aspect-[4/3] bg-ink-50">
        {failed ? (
          <div className="grid size-full place-items-center text-ink-300">
            <ImageOff className="size-6" aria-hidden />
          </div>
        ) : (
          <img
            src={image.imageUrl}
            alt={image.alt}
            loading="lazy"
            width={400}
            height={300}
            onError={() => setFailed(true)}
            className="size-full object-cover"
          />
        )}
        <button
          type="button"
          onClick={onRemove}
          aria-label={`${texts.fields.removeImage}: ${image.alt}`}
          className="absolute top-2 right-2 grid size-9 place-items-center rounded-full bg-white/95 text-ink-700 shadow-sm transition-colors hover:bg-red-600 hover:text-white"
        >
          <Trash2 className="size-4" aria-hidden />
        </button>
      </div>
      <p className="truncate px-3 py-2 text-sm text-ink-700" title={image.alt}>
        {image.alt}
      </p>
    </li>
  );
}
