import { Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { openCookiePreferences } from "../../lib/cookie-preferences.ts";
import { usePageLocale } from "../../lib/locale.ts";
import { legalPathOf } from "../../lib/locale-paths.ts";
import { telUrl, useSiteFacts } from "../../lib/site-facts.ts";
import { m } from "../../paraglide/messages.js";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { SiteAddress } from "./site-address.tsx";
import { AnchorLink } from "./site-anchor-link.tsx";
import { SiteLogo } from "./site-logo.tsx";
import { type Message, siteNavItems } from "./site-nav.ts";
import { SocialLinks } from "./site-social-icons.tsx";

/** The footer's service links, to the home's contact section. */
const footerServices: readonly Message[] = [
  m.service_sites,
  m.service_landing_pages,
  m.service_web_platforms,
  m.service_apps,
  m.service_ecommerce,
  m.service_custom,
];

const headingClass = "text-xs font-semibold tracking-widest text-lime-400 uppercase";
const linkClass = "text-sm text-ink-300 transition-colors hover:text-white";

/**
 * docs/product.md#home footer, on every public page. The newsletter form comes in as a slot so this
 * layout component does not depend on a feature.
 */
export function SiteFooter({ newsletter }: { newsletter: ReactNode }) {
  const site = useSiteFacts();
  const { locale, paths } = usePageLocale();
  const legalPath = (page: "privacy" | "terms") => legalPathOf(page, paths);

  return (
    <footer className="drawn-when-near [--drawn-height:100rem] lg:[--drawn-height:42rem] relative overflow-hidden bg-ink-950 text-white">
      <div
        aria-hidden
        className="glow pointer-events-none absolute -top-[18rem] left-1/2 h-[36rem] w-[64rem] -translate-x-1/2 [--glow:rgb(76_66_232/0.15)]"
      />
      <div className="relative mx-auto max-w-7xl px-6">
        <div className="grid grid-cols-1 gap-6 border-b border-white/10 py-12 lg:grid-cols-2 lg:items-center">
          <div>
            <h2 className="font-display text-2xl font-semibold">{site.newsletterHeading}</h2>
            <p className="mt-2 max-w-md text-sm text-ink-300">{site.newsletterText}</p>
          </div>
          <div className="w-full lg:max-w-md lg:justify-self-end">{newsletter}</div>
        </div>

        <div className="grid grid-cols-1 gap-10 py-14 sm:grid-cols-2 lg:grid-cols-12">
          <div className="lg:col-span-4">
            <SiteLogo name={site.name} variant="full" locale={locale} />
            <p className="mt-5 max-w-xs text-sm leading-relaxed text-ink-300">{site.footerBlurb}</p>
            <SocialLinks
              site={site}
              className="mt-6 flex gap-2"
              linkClassName="grid size-10 place-items-center rounded-full border border-white/15 text-ink-100 transition-colors hover:border-brand-400 hover:bg-brand-600 hover:text-white"
              iconClassName="size-[1.125rem]"
            />
          </div>

          <nav aria-labelledby="rodape-links" className="lg:col-span-2">
            <h2 id="rodape-links" className={headingClass}>
              {m.footer_quick_links({}, { locale })}
            </h2>
            <ul className="mt-5 grid gap-3">
              {siteNavItems.map((item) => (
                <li key={item.section}>
                  <AnchorLink section={item.section} className={linkClass}>
                    {(item.section === "contato" ? m.footer_contact : item.label)({}, { locale })}
                  </AnchorLink>
                </li>
              ))}
            </ul>
          </nav>

          <nav aria-labelledby="rodape-servicos" className="lg:col-span-3">
            <h2 id="rodape-servicos" className={headingClass}>
              {m.footer_services({}, { locale })}
            </h2>
            <ul className="mt-5 grid gap-3">
              {footerServices.map((service) => (
                <li key={service({}, { locale })}>
                  <AnchorLink section="contato" className={linkClass}>
                    {service({}, { locale })}
                  </AnchorLink>
                </li>
              ))}
            </ul>
          </nav>

          <div className="lg:col-span-3">
            <h2 className={headingClass}>{m.footer_contact({}, { locale })}</h2>
            <ul className="mt-5 grid gap-4 text-sm">
              <li>
                <a href={telUrl(site.whatsapp)} className={`${linkClass} inline-flex gap-3`}>
                  <Phone aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-400" />
                  {site.phoneDisplay}
                </a>
              </li>
              <li>
                <a href={`mailto:${site.email}`} className={`${linkClass} inline-flex gap-3`}>
                  <Mail aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-400" />
                  <span className="break-all">{site.email}</span>
                </a>
              </li>
              <li className="flex gap-3 text-ink-300">
                <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-400" />
                <SiteAddress site={site} />
              </li>
            </ul>
          </div>
        </div>

        <div className="flex flex-col gap-4 border-t border-white/10 py-8 text-sm text-ink-300 sm:flex-row sm:items-center sm:justify-between">
          <p>{m.footer_rights({ year: new Date().getFullYear(), name: site.name }, { locale })}</p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <Link to={legalPath("privacy")} className="hover:text-white">
                {m.footer_privacy({}, { locale })}
              </Link>
            </li>
            <li>
              <Link to={legalPath("terms")} className="hover:text-white">
                {m.footer_terms({}, { locale })}
              </Link>
            </li>
            <li>
              <button
                type="button"
                className="cursor-pointer hover:text-white"
                onClick={openCookiePreferences}
              >
                {m.footer_cookie_preferences({}, { locale })}
              </button>
            </li>
            <li>
              <LanguageSwitcher className="hover:text-white" />
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
