import { createContext, useContext } from "react";
import { localeNamesInPortuguese } from "../../../lib/locale.ts";
import { type ContentLocale, defaultContentLocale } from "../documents.ts";

/** The locale of the version being edited (`?idioma=` on the edit screen): every call names it. */
export const ContentLocaleContext = createContext<ContentLocale>(defaultContentLocale);

export function useContentLocale(): ContentLocale {
  return useContext(ContentLocaleContext);
}

/** What a version never published in its language means for the site. */
export function untranslatedNotice(locale: ContentLocale): string {
  return `Sem versão publicada em ${localeNamesInPortuguese[locale].toLowerCase()}: as páginas nesse idioma mostram o texto em português até a publicação.`;
}
