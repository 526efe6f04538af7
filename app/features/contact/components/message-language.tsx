import { Badge } from "../../../components/ui/badge.tsx";
import { localeNamesInPortuguese } from "../../../lib/locale.ts";
import type { ContactMessage } from "../types.ts";

/**
 * A message's language in the inbox's rows (docs/product.md#admin-messages): a short badge ('EN')
 * for one not sent in pt-BR, nothing for pt-BR's, so the usual inbox looks as it always did.
 */
export function MessageLanguageBadge({
  language,
  className,
}: {
  language: ContactMessage["language"];
  className?: string;
}) {
  if (language === "pt-BR") return null;
  return (
    <Badge className={className} title={`Idioma: ${localeNamesInPortuguese[language]}`}>
      <span aria-hidden>{language.split("-")[0]!.toUpperCase()}</span>
      <span className="sr-only">Idioma: {localeNamesInPortuguese[language]}</span>
    </Badge>
  );
}
