import { useLocation } from "react-router";
import type { Locale } from "../paraglide/runtime.js";
import { defaultLocale, type LocalePaths, localeOfPath, localePaths } from "./locale-paths.ts";
import { useSiteFacts } from "./site-facts.ts";

export type { Locale };

/** A locale name as the catalogues' type; pt-BR for a name they do not have. */
export function asLocale(name: string): Locale {
  return (localePaths.some(({ locale }) => locale === name) ? name : defaultLocale) as Locale;
}

/**
 * The page's locale and its paths, from the page's path (docs/architecture.md#locales). Every
 * message a component shows is asked for in it (`m.key(inputs, { locale })`), so nothing global
 * holds a locale and concurrent requests on the server cannot mix theirs.
 */
export function usePageLocale(): { locale: Locale; paths: LocalePaths; home: string } {
  const { pathname } = useLocation();
  const paths = localeOfPath(pathname, useSiteFacts().locales);
  return {
    locale: asLocale(paths.locale),
    paths,
    home: paths.prefix || "/",
  };
}

/**
 * The languages' names in the back office, which speaks pt-BR: a version being edited, a contact
 * message's language in the inbox and in its notification.
 */
export const localeNamesInPortuguese: Record<Locale, string> = {
  "pt-BR": "Português",
  en: "Inglês",
};

/** The locale of a path, outside React (a client loader's request). */
export function localeOfPathname(pathname: string): Locale {
  return asLocale(localeOfPath(pathname, localePaths).locale);
}

/** Asks messages without inputs in `locale`: `const say = sayIn(locale); say(m.footer_terms)`. */
export function sayIn(locale: Locale) {
  return (message: (inputs: Record<string, never>, options: { locale: Locale }) => string) =>
    message({}, { locale });
}

export function useLocale(): Locale {
  return usePageLocale().locale;
}
