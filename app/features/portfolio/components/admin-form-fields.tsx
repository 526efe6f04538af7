import { type FieldMetadata, useInputControl } from "@conform-to/react";
import { CalendarRange, FileText, ToggleRight } from "lucide-react";
import { useRef } from "react";
import { DateField } from "../../../components/ui/date-picker.tsx";
import { Field, fieldAria, Input, Textarea } from "../../../components/ui/field.tsx";
import { controlProps, fieldError, widgetValueProps } from "../../../components/ui/form.ts";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "../../../components/ui/select.tsx";
import { Switch } from "../../../components/ui/switch.tsx";
import { categoryOptionLabel } from "../../../lib/project-categories.ts";
import type { ProjectFormValues } from "../schemas.ts";
import { AdminFormSection } from "./admin-form-section.tsx";
import { adminPortfolioTexts as texts } from "./admin-texts.ts";

/** What the form holds: the schema's input, the date as the text its field keeps. */
type ProjectFormFields = Omit<ProjectFormValues, "projectDate"> & { projectDate?: string };

/** The project form's fields, as Conform gives them (decision 0043). */
export type ProjectFields = {
  [Name in keyof ProjectFormFields]-?: FieldMetadata<ProjectFormFields[Name], ProjectFormValues>;
};

/**
 * What the form holds for a date the field cannot read yet (a half-typed or impossible day): not
 * a day, so the schema refuses it, and never an older day sent in its place.
 */
export const mistypedDay = "dd/mm/aaaa";
const isDay = (value: unknown): value is string =>
  typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The day the form holds (yyyy-MM-dd), or "" when it holds none the API can take. */
export function pickedDay(value: unknown): string {
  return isDay(value) ? value : "";
}

const f = texts.fields;

/** Informações Básicas: title, slug, short description. */
export function BasicInfoSection({
  fields,
  onTitleChange,
  onSlugChange,
}: {
  fields: ProjectFields;
  onTitleChange: (title: string) => void;
  onSlugChange: (slug: string) => void;
}) {
  const descriptionLength = (fields.description.value ?? "").length;
  return (
    <AdminFormSection
      id="basic"
      title={texts.basicSection}
      hint={texts.basicSectionHint}
      icon={FileText}
    >
      <Field id="title" label={f.title} error={fieldError(fields.title)}>
        <Input
          {...controlProps(fields.title, "title")}
          onChange={(event) => onTitleChange(event.target.value)}
          placeholder={f.titlePlaceholder}
          autoComplete="off"
        />
      </Field>
      <Field id="slug" label={f.slug} error={fieldError(fields.slug)} hint={f.slugHint}>
        <Input
          {...controlProps(fields.slug, "slug", true)}
          onChange={(event) => onSlugChange(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          className="font-mono text-sm"
        />
      </Field>
      <Field
        id="description"
        label={f.description}
        error={fieldError(fields.description)}
        hint={`${descriptionLength}/500`}
      >
        <Textarea
          {...controlProps(fields.description, "description", true)}
          placeholder={f.descriptionPlaceholder}
          rows={4}
        />
      </Field>
    </AdminFormSection>
  );
}

/** Detalhes do Projeto: category (from the server), date (dd/MM/yyyy, clearable), project URL. */
export function DetailsSection({
  fields,
  categories,
}: {
  fields: ProjectFields;
  categories: string[];
}) {
  const category = useInputControl(fields.category);
  const date = useInputControl(fields.projectDate);
  const trigger = useRef<HTMLButtonElement>(null);
  const categoryError = fieldError(fields.category);
  return (
    <AdminFormSection
      id="details"
      title={texts.detailsSection}
      hint={texts.detailsSectionHint}
      icon={CalendarRange}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="category" label={f.category} error={categoryError}>
          <Select value={category.value ?? ""} onValueChange={category.change}>
            <SelectTrigger
              {...fieldAria("category", categoryError)}
              ref={trigger}
              onBlur={category.blur}
            >
              <SelectValue placeholder={f.categoryPlaceholder} />
            </SelectTrigger>
            <SelectContent>
              {/* docs/product.md#validation: no item may have an empty value. */}
              {categories
                .filter((option) => option !== "")
                .map((option) => (
                  <SelectItem key={option} value={option}>
                    {categoryOptionLabel(option)}
                  </SelectItem>
                ))}
            </SelectContent>
          </Select>
          <input
            name={fields.category.name}
            value={category.value ?? ""}
            {...widgetValueProps(() => trigger.current?.focus())}
          />
        </Field>
        <DateField
          // Not the field's name: Conform finds a value's input by name, which an id would match.
          id="project-date"
          label={f.projectDate}
          error={fieldError(fields.projectDate)}
          value={pickedDay(date.value)}
          clearable
          // Cleared: "" (the server's default); mistyped: a text the schema refuses.
          onChange={(day) => date.change(day ?? mistypedDay)}
        />
        <input
          name={fields.projectDate.name}
          value={date.value ?? ""}
          {...widgetValueProps(() => document.getElementById("project-date")?.focus())}
        />
      </div>
      <Field id="projectUrl" label={f.projectUrl} error={fieldError(fields.projectUrl)}>
        <Input
          {...controlProps(fields.projectUrl, "projectUrl")}
          type="url"
          inputMode="url"
          placeholder={f.projectUrlPlaceholder}
        />
      </Field>
    </AdminFormSection>
  );
}

/** Status do Projeto: the two independent flags of docs/product.md#data-rules. */
export function StatusSection({ fields }: { fields: ProjectFields }) {
  return (
    <AdminFormSection
      id="status"
      title={texts.statusSection}
      hint={texts.statusSectionHint}
      icon={ToggleRight}
    >
      <StatusSwitch field={fields.active} id="active" label={f.active} hint={f.activeHint} />
      <StatusSwitch
        field={fields.featured}
        id="featured"
        label={f.featured}
        hint={f.featuredHint}
      />
    </AdminFormSection>
  );
}

/** A switch the form holds as "on" or "" (the form's data), as a checkbox would post it. */
function StatusSwitch({
  field,
  id,
  label,
  hint,
}: {
  field: ProjectFields["active" | "featured"];
  id: string;
  label: string;
  hint: string;
}) {
  const control = useInputControl(field);
  return (
    <div className="flex items-start justify-between gap-4 rounded-xl border border-ink-100 p-4">
      <div className="grid gap-0.5">
        <label htmlFor={id} className="text-sm font-semibold text-ink-900">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-ink-500">
          {hint}
        </p>
      </div>
      <Switch
        id={id}
        checked={control.value === "on"}
        onCheckedChange={(checked) => control.change(checked ? "on" : "")}
        onBlur={control.blur}
        aria-describedby={`${id}-hint`}
      />
      <input type="hidden" name={field.name} value={control.value ?? ""} readOnly />
    </div>
  );
}
