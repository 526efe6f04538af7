import type { SubmissionResult } from "@conform-to/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Save } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { z } from "zod";
import { ConfirmDialog } from "../../../components/ui/alert-dialog.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useSiteForm } from "../../../components/ui/form.ts";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { toast } from "../../../components/ui/toaster.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { localDateToDay } from "../../../lib/calendar-day.ts";
import { type PrepareForm, parseForm } from "../../../lib/form-submission.ts";
import { normalizeCategory, projectCategories } from "../../../lib/project-categories.ts";
import { portfolioApi } from "../api.ts";
import {
  type ProjectFormOutput,
  type ProjectImageInput,
  type projectCreateSchema,
  projectFormSchema,
  projectMessages,
} from "../schemas.ts";
import { slugify } from "../slugify.ts";
import type { Project } from "../types.ts";
import { EnglishSection } from "./admin-form-english.tsx";
import {
  BasicInfoSection,
  DetailsSection,
  type ProjectFields,
  pickedDay,
  StatusSection,
} from "./admin-form-fields.tsx";
import { ImagesSection } from "./admin-form-images.tsx";
import type { ListedImage } from "./admin-image-list.tsx";
import { invalidatePortfolio, useAdminCategories } from "./admin-portfolio-queries.ts";
import { adminPortfolioTexts as texts } from "./admin-texts.ts";

/**
 * What the form's inputs hold: text as typed, the date as yyyy-MM-dd (docs/product.md#date-fields),
 * each switch as a checkbox posts it ("on" or "").
 */
function formValuesOf(project: Project | undefined) {
  return {
    title: project?.title ?? "",
    slug: project?.slug ?? "",
    description: project?.description ?? "",
    titleEn: project?.titleEn ?? "",
    slugEn: project?.slugEn ?? "",
    descriptionEn: project?.descriptionEn ?? "",
    category: project ? (normalizeCategory(project.category) ?? project.category) : "",
    imageUrl: project?.imageUrl ?? "",
    projectUrl: project?.projectUrl ?? "",
    // docs/product.md#validation: the date defaults to today.
    projectDate: localDateToDay(project ? new Date(project.projectDate) : new Date()),
    featured: project?.featured ? "on" : "",
    active: (project?.active ?? true) ? "on" : "",
  };
}

/** The form's strings as the schema takes them: the switches as booleans. */
const prepareProject: PrepareForm = (values) => ({
  ...values,
  featured: values.featured === "on",
  active: values.active === "on",
});

/**
 * The API body. The picked day goes as "yyyy-MM-dd" (the server pins it to midday UTC, the same
 * day everywhere); a cleared date is left out: the server uses today on create, keeps it on edit.
 */
type ProjectCreateBody = z.input<typeof projectCreateSchema>;

function bodyOf(output: ProjectFormOutput, day: string): ProjectCreateBody {
  return { ...output, projectDate: day || undefined };
}

function failure(prefix: string, error: Error) {
  toast({
    title: texts.errorTitle,
    description: `${prefix} ${error.message}`,
    variant: "destructive",
  });
}

/**
 * docs/product.md#back-office project form: create mode without `project`, edit mode with it. A
 * Conform form (decision 0043): the selects, the date and the switches keep their value in the
 * form's data through Conform's `useInputControl`.
 */
export function AdminProjectForm({ project }: { project?: Project }) {
  const isEdit = project !== undefined;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const categoriesQuery = useAdminCategories();
  // A taken slug (409), shown where it can be fixed.
  const [refused, setRefused] = useState<SubmissionResult>();
  const [localImages, setLocalImages] = useState<ListedImage[]>([]);
  const [imageToRemove, setImageToRemove] = useState<ListedImage | null>(null);

  const save = useMutation({
    mutationFn: async (body: ReturnType<typeof bodyOf>) => {
      if (isEdit) {
        return portfolioApi.call("PATCH /admin/portfolio/{id}", {
          params: { id: project.id },
          body,
        });
      }
      const created = await portfolioApi.call("POST /admin/portfolio", { body });
      // docs/product.md#data-rules: images held locally follow one by one; one that fails does not undo the project.
      for (const image of localImages) {
        try {
          await portfolioApi.call("POST /admin/portfolio/{id}/images", {
            params: { id: created.id },
            body: { imageUrl: image.imageUrl, alt: image.alt, altEn: image.altEn },
          });
        } catch (error) {
          console.warn("Imagem adicional não enviada:", image.imageUrl, error);
        }
      }
      return created;
    },
    onSuccess: async () => {
      await invalidatePortfolio(queryClient);
      if (isEdit) {
        toast({ title: texts.updated, description: texts.updatedDescription });
      } else {
        toast({ title: texts.created, description: texts.createdDescription });
        navigate("/admin/portfolio");
      }
    },
    onError: (error) => {
      failure(isEdit ? texts.updateFailed : texts.createFailed, error);
      // A taken slug (409), pt-BR or English, is also shown where it can be fixed.
      if (error instanceof ApiError && error.status === 409) {
        const field = error.message === projectMessages.slugEnTaken ? "slugEn" : "slug";
        setRefused({ status: "error", error: { [field]: [error.message] } });
      }
    },
  });

  const {
    form,
    fields: conformFields,
    formProps,
  } = useSiteForm({
    defaultValue: formValuesOf(project),
    lastResult: refused,
    validate: (formData) => parseForm(formData, projectFormSchema, prepareProject),
    onValid: (output, element) => {
      save.mutate(bodyOf(output, pickedDay(new FormData(element).get("projectDate"))));
    },
  });
  const fields = conformFields as ProjectFields;

  // After a save the refetched project becomes the form's new starting point.
  const syncedAt = useRef(project?.updatedAt);
  useEffect(() => {
    if (project && project.updatedAt !== syncedAt.current) {
      syncedAt.current = project.updatedAt;
      form.reset();
    }
  }, [project, form]);

  // docs/product.md#data-rules: in create mode the title proposes the slug until the user writes one of their own.
  const [slugEdited, setSlugEdited] = useState(false);
  const onTitleChange = (title: string) => {
    if (isEdit || slugEdited) return;
    form.update({ name: fields.slug.name, value: slugify(title) });
  };

  const addImage = useMutation({
    mutationFn: (image: ProjectImageInput) =>
      portfolioApi.call("POST /admin/portfolio/{id}/images", {
        params: { id: String(project?.id) },
        body: image,
      }),
    onSuccess: async () => {
      toast({ title: texts.imageAdded, description: texts.imageAddedDescription });
      await invalidatePortfolio(queryClient);
    },
    onError: (error) => failure(texts.addImageFailed, error),
  });

  const removeImage = useMutation({
    mutationFn: (imageId: string) =>
      portfolioApi.call("DELETE /admin/portfolio/images/{imageId}", { params: { imageId } }),
    onSuccess: async () => {
      toast({ title: texts.imageRemoved, description: texts.imageRemovedDescription });
      await invalidatePortfolio(queryClient);
    },
    onError: (error) => failure(texts.removeImageFailed, error),
    onSettled: () => setImageToRemove(null),
  });

  const images: ListedImage[] = isEdit
    ? project.images.map((image) => ({ key: String(image.id), ...image }))
    : localImages;

  const onAddImage = async (image: ProjectImageInput) => {
    if (!isEdit) {
      setLocalImages((list) => [...list, { key: crypto.randomUUID(), ...image }]);
      return true;
    }
    return addImage
      .mutateAsync(image)
      .then(() => true)
      .catch(() => false);
  };

  const onRemoveImage = (image: ListedImage) => {
    if (isEdit) setImageToRemove(image);
    else setLocalImages((list) => list.filter((item) => item.key !== image.key));
  };

  // The server's vocabulary; the project's own value stays choosable even if it is not in it.
  const serverCategories: readonly string[] =
    categoriesQuery.data ?? (categoriesQuery.isError ? projectCategories : []);
  const currentCategory = formValuesOf(project).category;
  const categories =
    currentCategory && !serverCategories.includes(currentCategory)
      ? [...serverCategories, currentCategory]
      : [...serverCategories];

  return (
    <>
      <form
        {...formProps}
        noValidate
        className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start"
      >
        <div className="grid min-w-0 gap-6">
          <BasicInfoSection
            fields={fields}
            onTitleChange={onTitleChange}
            onSlugChange={(slug) => setSlugEdited(slug.trim() !== "")}
          />
          <DetailsSection fields={fields} categories={categories} />
          <EnglishSection fields={fields} />
          <ImagesSection
            fields={fields}
            onPickCover={(url) =>
              form.update({ name: fields.imageUrl.name, value: url, validated: true })
            }
            images={images}
            onAddImage={onAddImage}
            onRemoveImage={onRemoveImage}
            addingImage={addImage.isPending}
            imagesHint={isEdit ? undefined : texts.fields.additionalImagesLocalHint}
          />
        </div>
        <div className="grid gap-6 lg:sticky lg:top-6">
          <StatusSection fields={fields} />
          <div className="flex flex-col-reverse gap-3 rounded-[var(--radius-card)] border border-ink-100 bg-white p-5 shadow-card sm:flex-row sm:justify-end lg:flex-col-reverse">
            <Button asChild variant="outline">
              <Link to="/admin/portfolio">{texts.cancelForm}</Link>
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? (
                <Spinner className="size-4" />
              ) : (
                <Save className="size-4" aria-hidden />
              )}
              {isEdit ? texts.save : texts.create}
            </Button>
          </div>
        </div>
      </form>

      <ConfirmDialog
        open={imageToRemove !== null}
        onOpenChange={(open) => !open && setImageToRemove(null)}
        title={texts.removeImageTitle}
        description={texts.removeImageConfirm}
        confirmLabel={texts.removeImageAction}
        pendingLabel={texts.removingImage}
        pending={removeImage.isPending}
        onConfirm={() => imageToRemove && removeImage.mutate(imageToRemove.key)}
      />
    </>
  );
}
