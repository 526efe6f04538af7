import { CalendarRange, FileText, ToggleRight } from "lucide-react";
import { Controller, type UseFormReturn } from "react-hook-form";
import { DateField } from "../../../components/ui/date-picker.tsx";
import { Field, fieldAria, Input, Textarea } from "../../../components/ui/field.tsx";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "../../../components/ui/select.tsx";
import { Switch } from "../../../components/ui/switch.tsx";
import { dayToLocalDate, localDateToDay } from "../../../lib/calendar-day.ts";
import { categoryOptionLabel } from "../../../lib/project-categories.ts";
import type { ProjectFormOutput, ProjectFormValues } from "../schemas.ts";
import { AdminFormSection } from "./admin-form-section.tsx";
import { adminPortfolioTexts as texts } from "./admin-texts.ts";

type ProjectForm = UseFormReturn<ProjectFormValues, unknown, ProjectFormOutput>;
const f = texts.fields;

/** Informações Básicas: title, slug, short description. */
export function BasicInfoSection({
  form,
  onTitleChange,
  onSlugChange,
}: {
  form: ProjectForm;
  onTitleChange: (title: string) => void;
  onSlugChange: (slug: string) => void;
}) {
  const { register, formState, watch } = form;
  const errors = formState.errors;
  const descriptionLength = (watch("description") ?? "").length;
  return (
    <AdminFormSection
      id="basic"
      title={texts.basicSection}
      hint={texts.basicSectionHint}
      icon={FileText}
    >
      <Field id="title" label={f.title} error={errors.title?.message}>
        <Input
          {...fieldAria("title", errors.title?.message)}
          {...register("title", { onChange: (event) => onTitleChange(event.target.value) })}
          placeholder={f.titlePlaceholder}
          autoComplete="off"
        />
      </Field>
      <Field id="slug" label={f.slug} error={errors.slug?.message} hint={f.slugHint}>
        <Input
          {...fieldAria("slug", errors.slug?.message, true)}
          {...register("slug", { onChange: (event) => onSlugChange(event.target.value) })}
          autoComplete="off"
          spellCheck={false}
          className="font-mono text-sm"
        />
      </Field>
      <Field
        id="description"
        label={f.description}
        error={errors.description?.message}
        hint={`${descriptionLength}/500`}
      >
        <Textarea
          {...fieldAria("description", errors.description?.message, true)}
          {...register("description")}
          placeholder={f.descriptionPlaceholder}
          rows={4}
        />
      </Field>
    </AdminFormSection>
  );
}

/** The form holds the project date as a local Date (or null, or an invalid Date while mistyped). */
function dayOfField(value: unknown) {
  return value instanceof Date && !Number.isNaN(value.getTime()) ? localDateToDay(value) : "";
}

/** Detalhes do Projeto: category (from the server), date (dd/MM/yyyy, clearable), project URL. */
export function DetailsSection({ form, categories }: { form: ProjectForm; categories: string[] }) {
  const { register, control, formState } = form;
  const errors = formState.errors;
  return (
    <AdminFormSection
      id="details"
      title={texts.detailsSection}
      hint={texts.detailsSectionHint}
      icon={CalendarRange}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="category" label={f.category} error={errors.category?.message}>
          <Controller
            control={control}
            name="category"
            render={({ field }) => (
              <Select
                value={typeof field.value === "string" ? field.value : ""}
                onValueChange={field.onChange}
                name={field.name}
              >
                <SelectTrigger
                  {...fieldAria("category", errors.category?.message)}
                  ref={field.ref}
                  onBlur={field.onBlur}
                >
                  <SelectValue placeholder={f.categoryPlaceholder} />
                </SelectTrigger>
                <SelectContent>
                  {/* docs/product.md#validation: no item may have an empty value. */}
                  {categories
                    .filter((category) => category !== "")
                    .map((category) => (
                      <SelectItem key={category} value={category}>
                        {categoryOptionLabel(category)}
                      </SelectItem>
                    ))}
                </SelectContent>
              </Select>
            )}
          />
        </Field>
        <Controller
          control={control}
          name="projectDate"
          render={({ field }) => (
            <DateField
              id="projectDate"
              label={f.projectDate}
              error={errors.projectDate?.message}
              value={dayOfField(field.value)}
              clearable
              // Cleared: null (the server's default); mistyped: an invalid date the schema refuses.
              onChange={(day) =>
                field.onChange(
                  day === null ? new Date(Number.NaN) : day ? dayToLocalDate(day) : null,
                )
              }
            />
          )}
        />
      </div>
      <Field id="projectUrl" label={f.projectUrl} error={errors.projectUrl?.message}>
        <Input
          {...fieldAria("projectUrl", errors.projectUrl?.message)}
          {...register("projectUrl")}
          type="url"
          inputMode="url"
          placeholder={f.projectUrlPlaceholder}
        />
      </Field>
    </AdminFormSection>
  );
}

/** Status do Projeto: the two independent flags of docs/product.md#data-rules. */
export function StatusSection({ form }: { form: ProjectForm }) {
  return (
    <AdminFormSection
      id="status"
      title={texts.statusSection}
      hint={texts.statusSectionHint}
      icon={ToggleRight}
    >
      <StatusSwitch form={form} name="active" label={f.active} hint={f.activeHint} />
      <StatusSwitch form={form} name="featured" label={f.featured} hint={f.featuredHint} />
    </AdminFormSection>
  );
}

function StatusSwitch({
  form,
  name,
  label,
  hint,
}: {
  form: ProjectForm;
  name: "active" | "featured";
  label: string;
  hint: string;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <div className="flex items-start justify-between gap-4 rounded-xl border border-ink-100 p-4">
          <div className="grid gap-0.5">
            <label htmlFor={name} className="text-sm font-semibold text-ink-900">
              {label}
            </label>
            <p id={`${name}-hint`} className="text-sm text-ink-500">
              {hint}
            </p>
          </div>
          <Switch
            id={name}
            ref={field.ref}
            checked={field.value === true}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            aria-describedby={`${name}-hint`}
          />
        </div>
      )}
    />
  );
}
