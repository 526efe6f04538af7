import { Clock, Mail, MapPin } from "lucide-react";
import { lazy, type ReactNode, Suspense } from "react";
import { SiteAddress } from "../../../components/layout/site-address.tsx";
import { SocialLinks, WhatsAppIcon } from "../../../components/layout/site-social-icons.tsx";
import { sayIn, useLocale } from "../../../lib/locale.ts";
import { useSiteFacts, whatsAppUrl } from "../../../lib/site-facts.ts";
import { m } from "../../../paraglide/messages.js";
import type { ContactFormResult } from "../../contact/index.ts";
import { Reveal } from "./reveal.tsx";
import { SectionHeading } from "./section-heading.tsx";

// The form is far below the fold: its code is a chunk of its own, not part of the page's first
// load (docs/architecture.md#performance-budgets). The server still renders it, and until the chunk arrives the browser shows
// that HTML (React hydrates this part when it can).
const ContactForm = lazy(() =>
  import("../../contact/index.ts").then((module) => ({
    default: module.ContactForm,
  })),
);

/** Shown in place of the form only after a client-side navigation, until its options arrive. */
function ContactFormSkeleton() {
  const locale = useLocale();
  return (
    <div
      role="status"
      aria-label={m.home_contact_form_loading({}, { locale })}
      className="grid gap-5 sm:grid-cols-2"
    >
      {["a", "b", "c", "d"].map((key) => (
        <div key={key} aria-hidden className="grid gap-2">
          <div className="h-4 w-20 animate-pulse rounded bg-ink-100" />
          <div className="h-12 animate-pulse rounded-xl bg-ink-50" />
        </div>
      ))}
      <div aria-hidden className="grid gap-2 sm:col-span-2">
        <div className="h-4 w-20 animate-pulse rounded bg-ink-100" />
        <div className="h-12 animate-pulse rounded-xl bg-ink-50" />
      </div>
      <div aria-hidden className="grid gap-2 sm:col-span-2">
        <div className="h-4 w-24 animate-pulse rounded bg-ink-100" />
        <div className="h-36 animate-pulse rounded-xl bg-ink-50" />
      </div>
    </div>
  );
}

function InfoItem({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-4">
      <span
        aria-hidden
        className="grid size-11 shrink-0 place-items-center rounded-xl bg-white/10 text-lime-400"
      >
        {icon}
      </span>
      <div className="min-w-0">
        <h3 className="text-sm font-semibold text-white">{title}</h3>
        <div className="mt-1 text-sm leading-relaxed text-ink-300">{children}</div>
      </div>
    </li>
  );
}

const infoLink = "break-words text-ink-100 underline-offset-4 hover:text-white hover:underline";

/** docs/product.md#home contact (#contato): the form plus WhatsApp, e-mail, address, socials and hours. */
export function ContactSection({
  result,
}: {
  /** The answer to a contact form posted without JavaScript. */
  result?: ContactFormResult;
}) {
  const site = useSiteFacts();
  const locale = useLocale();
  const say = sayIn(locale);

  return (
    <section
      id="contato"
      aria-labelledby="contato-titulo"
      className="bg-ink-50 py-20 outline-none sm:py-28 drawn-when-near [--drawn-height:118rem] lg:[--drawn-height:70rem]"
    >
      <div className="mx-auto max-w-7xl px-6">
        <Reveal>
          <SectionHeading
            id="contato-titulo"
            eyebrow={say(m.home_contact_eyebrow)}
            title={say(m.home_contact_title)}
            lead={say(m.home_contact_lead)}
          />
        </Reveal>
        <div className="mt-12 grid grid-cols-1 gap-6 lg:grid-cols-[0.85fr_1.15fr] lg:gap-8">
          <Reveal className="h-full">
            <div className="relative isolate flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] bg-ink-950 p-7 text-white sm:p-9">
              <div
                aria-hidden
                className="glow absolute -right-[14rem] -bottom-[14rem] -z-10 size-[34rem] [--glow:rgb(76_66_232/0.37)]"
              />
              <p className="font-display text-xl font-semibold">{say(m.home_contact_card_title)}</p>
              <ul className="mt-8 grid gap-6">
                <InfoItem
                  icon={<WhatsAppIcon className="size-5" />}
                  title={say(m.home_contact_whatsapp)}
                >
                  <a
                    href={whatsAppUrl(site.whatsapp)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={infoLink}
                  >
                    {site.phoneDisplay}
                  </a>
                </InfoItem>
                <InfoItem icon={<Mail className="size-5" />} title={say(m.home_contact_email)}>
                  <a href={`mailto:${site.email}`} className={infoLink}>
                    {site.email}
                  </a>
                </InfoItem>
                <InfoItem icon={<MapPin className="size-5" />} title={say(m.home_contact_address)}>
                  <SiteAddress site={site} />
                </InfoItem>
                <InfoItem icon={<Clock className="size-5" />} title={say(m.home_contact_hours)}>
                  {site.hours.map((line) => (
                    <p key={line}>{line}</p>
                  ))}
                </InfoItem>
              </ul>
              <div className="mt-auto pt-10">
                <p className="text-xs font-semibold tracking-widest text-lime-400 uppercase">
                  {say(m.home_contact_social)}
                </p>
                <SocialLinks
                  site={site}
                  className="mt-4 flex gap-2"
                  linkClassName="grid size-11 place-items-center rounded-full border border-white/15 text-white transition-colors hover:border-lime-400 hover:bg-lime-400 hover:text-ink-950"
                  iconClassName="size-5"
                />
              </div>
            </div>
          </Reveal>
          <Reveal className="h-full">
            <div className="h-full rounded-[var(--radius-card)] border border-ink-100 bg-white p-6 shadow-card sm:p-9">
              <Suspense fallback={<ContactFormSkeleton />}>
                <ContactForm result={result} />
              </Suspense>
            </div>
          </Reveal>
        </div>
      </div>
    </section>
  );
}
