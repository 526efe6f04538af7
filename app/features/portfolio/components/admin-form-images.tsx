import { Images } from "lucide-react";
import { Field, Input } from "../../../components/ui/field.tsx";
import { controlProps, fieldError } from "../../../components/ui/form.ts";
import { MediaPicker } from "../../media/index.ts";
import type { ProjectImageInput } from "../schemas.ts";
import { AdminCoverPreview } from "./admin-cover-preview.tsx";
import type { ProjectFields } from "./admin-form-fields.tsx";
import { AdminFormSection } from "./admin-form-section.tsx";
import { AdminImageList, type ListedImage } from "./admin-image-list.tsx";
import { adminPortfolioTexts as texts } from "./admin-texts.ts";

/** Imagens: the cover URL with its live preview, then the additional images. */
export function ImagesSection({
  fields,
  onPickCover,
  images,
  onAddImage,
  onRemoveImage,
  addingImage,
  imagesHint,
}: {
  fields: ProjectFields;
  /** A cover chosen in the library, stored as its /media/… path (a pasted URL still works). */
  onPickCover: (url: string) => void;
  images: ListedImage[];
  onAddImage: (image: ProjectImageInput) => Promise<boolean>;
  onRemoveImage: (image: ListedImage) => void;
  addingImage: boolean;
  imagesHint?: string;
}) {
  return (
    <AdminFormSection
      id="images"
      title={texts.imagesSection}
      hint={texts.imagesSectionHint}
      icon={Images}
    >
      <div className="grid gap-5 md:grid-cols-[1fr_minmax(0,16rem)] md:items-start">
        <div className="grid gap-2">
          <Field id="imageUrl" label={texts.fields.imageUrl} error={fieldError(fields.imageUrl)}>
            <Input
              {...controlProps(fields.imageUrl, "imageUrl")}
              type="url"
              inputMode="url"
              placeholder={texts.fields.imageUrlPlaceholder}
            />
          </Field>
          <div>
            <MediaPicker
              label={texts.fields.coverFromLibrary}
              onPick={(item) => onPickCover(item.url)}
            />
          </div>
        </div>
        <AdminCoverPreview url={fields.imageUrl.value ?? ""} />
      </div>
      <div className="border-t border-ink-100 pt-5">
        <AdminImageList
          images={images}
          onAdd={onAddImage}
          onRemove={onRemoveImage}
          adding={addingImage}
          hint={imagesHint}
        />
      </div>
    </AdminFormSection>
  );
}
