import { Images } from "lucide-react";
import type { UseFormReturn } from "react-hook-form";
import { Field, fieldAria, Input } from "../../../components/ui/field.tsx";
import { MediaPicker } from "../../media/index.ts";
import type { ProjectFormOutput, ProjectFormValues, ProjectImageInput } from "../schemas.ts";
import { AdminCoverPreview } from "./admin-cover-preview.tsx";
import { AdminFormSection } from "./admin-form-section.tsx";
import { AdminImageList, type ListedImage } from "./admin-image-list.tsx";
import { adminPortfolioTexts as texts } from "./admin-texts.ts";

/** Imagens: the cover URL with its live preview, then the additional images. */
export function ImagesSection({
  form,
  images,
  onAddImage,
  onRemoveImage,
  addingImage,
  imagesHint,
}: {
  form: UseFormReturn<ProjectFormValues, unknown, ProjectFormOutput>;
  images: ListedImage[];
  onAddImage: (image: ProjectImageInput) => Promise<boolean>;
  onRemoveImage: (image: ListedImage) => void;
  addingImage: boolean;
  imagesHint?: string;
}) {
  const { register, formState, watch, setValue } = form;
  const error = formState.errors.imageUrl?.message;
  return (
    <AdminFormSection
      id="images"
      title={texts.imagesSection}
      hint={texts.imagesSectionHint}
      icon={Images}
    >
      <div className="grid gap-5 md:grid-cols-[1fr_minmax(0,16rem)] md:items-start">
        <div className="grid gap-2">
          <Field id="imageUrl" label={texts.fields.imageUrl} error={error}>
            <Input
              {...fieldAria("imageUrl", error)}
              {...register("imageUrl")}
              type="url"
              inputMode="url"
              placeholder={texts.fields.imageUrlPlaceholder}
            />
          </Field>
          {/* A library image is stored as its /media/… path; a pasted URL still works. */}
          <div>
            <MediaPicker
              label={texts.fields.coverFromLibrary}
              onPick={(item) =>
                setValue("imageUrl", item.url, { shouldDirty: true, shouldValidate: true })
              }
            />
          </div>
        </div>
        <AdminCoverPreview url={watch("imageUrl") ?? ""} />
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
