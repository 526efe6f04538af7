import { ArrowLeft, LayoutGrid } from "lucide-react";
import { data, Link } from "react-router";
import { asLocale, usePageLocale } from "../../lib/locale.ts";
import { localeOfPath, pathOfPage } from "../../lib/locale-paths.ts";
import { siteFromMatches } from "../../lib/seo.ts";
import { m } from "../../paraglide/messages.js";
import type { Route } from "./+types/not-found";

// Unknown paths answer HTTP 404, so crawlers drop them (docs/architecture.md#request-path).
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const site = siteFromMatches(matches);
  const { locale } = localeOfPath(location.pathname, site.locales);
  return [
    { title: `${m.not_found_meta_title({}, { locale: asLocale(locale) })} | ${site.name}` },
    { name: "robots", content: "noindex" },
  ];
};

/**
 * the product reference's not-found text, inside the site's header and footer (the route sits under the site
 * layout): a visitor who followed a dead link still has the menu, and two ways on right here.
 */
export default function NotFound() {
  const { locale, home, paths } = usePageLocale();
  return (
    <section className="bg-ink-50 px-6 pt-36 pb-24 sm:pt-44">
      <div className="mx-auto w-full max-w-lg rounded-[var(--radius-card)] bg-white p-8 shadow-card sm:p-10">
        <h1 className="flex items-center gap-3 text-2xl font-bold text-ink-900">
          <span
            aria-hidden
            className="grid size-9 shrink-0 place-items-center rounded-full bg-red-100 text-red-600"
          >
            !
          </span>
          {m.not_found_title({}, { locale })}
        </h1>
        <p className="mt-4 text-sm text-ink-500">{m.not_found_text({}, { locale })}</p>
        <nav
          aria-label={m.not_found_nav({}, { locale })}
          className="mt-8 flex flex-col gap-3 sm:flex-row"
        >
          <Link
            to={home}
            className="inline-flex h-11 items-center justify-center gap-2 rounded-full bg-ink-900 px-5 text-sm font-medium text-white hover:bg-ink-800"
          >
            <ArrowLeft aria-hidden className="size-4" />
            {m.not_found_home({}, { locale })}
          </Link>
          <Link
            to={pathOfPage({ page: "portfolio" }, paths)}
            className="inline-flex h-11 items-center justify-center gap-2 rounded-full border border-ink-300 px-5 text-sm font-medium text-ink-900 hover:border-ink-500 hover:bg-ink-50"
          >
            <LayoutGrid aria-hidden className="size-4" />
            {m.not_found_portfolio({}, { locale })}
          </Link>
        </nav>
      </div>
    </section>
  );
}
