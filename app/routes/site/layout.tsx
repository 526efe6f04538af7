import { lazy, Suspense, useEffect, useRef } from "react";
import { data, Outlet, useLocation, useNavigationType } from "react-router";
import { pageActionContext } from "../../../server/http/page-actions.ts";
import { SiteHeader } from "../../components/layout/site-header.tsx";
import { appLoadContext } from "../../lib/app-context.server.ts";
import { appSecret } from "../../lib/app-secret.server.ts";
import { issueFormToken } from "../../lib/form-token.server.ts";
import { useLocale } from "../../lib/locale.ts";
import { localeOfPath, localePaths } from "../../lib/locale-paths.ts";
import { answersLocale, useSiteFacts } from "../../lib/site-facts.ts";
import { m } from "../../paraglide/messages.js";
import type { Route } from "./+types/layout";

// The footer and its newsletter form sit at the bottom of every page: a chunk of their own, out of
// the page's first load (docs/architecture.md#performance-budgets). The server renders them; the
// browser keeps that HTML until the chunk arrives and React hydrates it. The chunk is asked for as
// soon as this module runs, before hydration reaches the footer.
const footerModules = Promise.all([
  import("../../components/layout/site-footer.tsx"),
  import("../../features/newsletter/components/newsletter-form.tsx"),
]);
const SiteFooterWithNewsletter = lazy(async () => {
  const [{ SiteFooter }, { NewsletterForm }] = await footerModules;
  return { default: () => <SiteFooter newsletter={<NewsletterForm />} /> };
});

// The cookie notice renders nothing until its second after load: its code comes after the page.
const CookieNotice = lazy(() =>
  import("../../features/consent/components/cookie-notice.tsx").then((module) => ({
    default: module.CookieNotice,
  })),
);

/**
 * The form token every public form carries (docs/product.md#spam), stamped when the page is
 * rendered; a 404 for a page of a locale SITE_LOCALES leaves out. A cached page keeps its render time, which can only make a visitor look slower.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { db, site } = context.get(appLoadContext);
  // A locale this site does not answer (SITE_LOCALES): its pages do not exist.
  const { locale } = localeOfPath(new URL(request.url).pathname, localePaths);
  if (!answersLocale(site, locale)) {
    throw data(null, { status: 404 });
  }
  const { config } = context.get(pageActionContext).deps;
  return { formToken: issueFormToken(await appSecret(db, config.appSecret)) };
}

/** docs/product.md#site-shell: a new page starts at the top; back/forward keep the browser's remembered position. */
function useScrollToTopOnRouteChange() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (navigationType !== "POP") window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname, navigationType]);
}

/**
 * The public site's shell: fixed header, the page, footer and cookie notice. The home hero runs
 * under the transparent header; every other page starts below it.
 */
export default function SiteLayout() {
  const site = useSiteFacts();
  useScrollToTopOnRouteChange();

  return (
    <>
      <a
        href="#conteudo"
        className="sr-only rounded-full bg-lime-400 px-5 py-3 text-sm font-semibold text-ink-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[70]"
      >
        {m.skip_to_content({}, { locale: useLocale() })}
      </a>
      {/* Fixed at the bottom of the screen, but first in the tab order after the skip link: a
          keyboard visitor reaches the choice at once instead of after every link of the page. */}
      <Suspense>
        <CookieNotice adsId={site.adsId} />
      </Suspense>
      <SiteHeader />
      <main id="conteudo" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <Suspense>
        <SiteFooterWithNewsletter />
      </Suspense>
    </>
  );
}
