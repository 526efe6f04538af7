import { Languages } from "lucide-react";
import { Field, Input, Textarea } from "../../../components/ui/field.tsx";
import { controlProps, fieldError } from "../../../components/ui/form.ts";
import type { ProjectFields } from "./admin-form-fields.tsx";
import { AdminFormSection } from "./admin-form-section.tsx";
import { adminPortfolioTexts as texts } from "./admin-texts.ts";

const f = texts.fields;

/**
 * Versão em inglês (docs/product.md#portfolio-english): the project's English title, slug and short
 * description, all optional; English pages show the pt-BR text where one is empty.
 */
export function EnglishSection({ fields }: { fields: ProjectFields }) {
  const descriptionLength = (fields.descriptionEn.value ?? "").length;
  return (
    <AdminFormSection
      id="english"
      title={texts.englishSection}
      hint={texts.englishSectionHint}
      icon={Languages}
    >
      <Field id="titleEn" label={f.titleEn} error={fieldError(fields.titleEn)}>
        <Input {...controlProps(fields.titleEn, "titleEn")} lang="en" autoComplete="off" />
      </Field>
      <Field id="slugEn" label={f.slugEn} error={fieldError(fields.slugEn)} hint={f.slugEnHint}>
        <Input
          {...controlProps(fields.slugEn, "slugEn", true)}
          autoComplete="off"
          spellCheck={false}
          className="font-mono text-sm"
        />
      </Field>
      <Field
        id="descriptionEn"
        label={f.descriptionEn}
        error={fieldError(fields.descriptionEn)}
        hint={`${descriptionLength}/500`}
      >
        <Textarea
          {...controlProps(fields.descriptionEn, "descriptionEn", true)}
          lang="en"
          rows={4}
        />
      </Field>
    </AdminFormSection>
  );
}
