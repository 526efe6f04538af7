import { CalendarClock } from "lucide-react";
import type { ReactNode } from "react";
import { PageHero } from "../../../components/layout/page-hero.tsx";
import { useLocale } from "../../../lib/locale.ts";
import { m } from "../../../paraglide/messages.js";
import type { LegalPageData, LegalPageSection, PrivacySlot } from "../legal-page.ts";

export interface LegalSection {
  /** The anchor of the section (#id), in pt-BR. */
  id: string;
  title: string;
  body: ReactNode;
}

/**
 * A legal text laid out to be read: the table of contents beside it (above it on phones), a
 * measure of about 70 characters, clear headings with anchors the contents can jump to. The
 * published document's sections are HTML the server made by the rich text's whitelist; the
 * sections the page generates (`slots`) are React, so they can hold a working button.
 */
export function LegalDocument({
  page,
  slots = {},
}: {
  page: LegalPageData;
  slots?: Partial<Record<PrivacySlot, LegalSection>>;
}) {
  const sections = page.sections.map((section) => sectionOf(section, slots));
  const locale = useLocale();
  // pt-BR's is the server's wording ('23 de abril de 2023'); another locale's, its own.
  const updated =
    locale === "pt-BR"
      ? page.lastUpdated.text
      : new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
          new Date(`${page.lastUpdated.iso}T00:00:00Z`),
        );
  return (
    <>
      <PageHero
        width="max-w-6xl"
        eyebrow={page.eyebrow}
        title={page.title}
        description={<p>{page.intro}</p>}
      >
        <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-4 py-2 text-sm text-ink-100">
          <CalendarClock className="size-4 text-lime-400" aria-hidden />
          {m.legal_last_updated({}, { locale })}{" "}
          <time dateTime={page.lastUpdated.iso} className="font-medium text-white">
            {updated}
          </time>
        </p>
      </PageHero>

      <div className="bg-white py-14 sm:py-20">
        <div className="mx-auto grid max-w-6xl grid-cols-1 gap-10 px-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
          <nav
            aria-label={m.legal_contents({}, { locale })}
            className="lg:sticky lg:top-28 lg:self-start"
          >
            <div className="rounded-[var(--radius-card)] border border-ink-100 bg-ink-50 p-5 lg:border-0 lg:bg-transparent lg:p-0">
              <p className="text-xs font-semibold tracking-widest text-ink-500 uppercase">
                {m.legal_contents({}, { locale })}
              </p>
              <ol className="mt-4 grid gap-1 text-sm">
                {sections.map((section, index) => (
                  <li key={section.id}>
                    <a
                      href={`#${section.id}`}
                      className="flex gap-3 rounded-lg px-2 py-1.5 text-ink-700 hover:bg-ink-50 hover:text-brand-700 lg:-mx-2"
                    >
                      <span className="w-5 shrink-0 text-ink-500 tabular-nums">{index + 1}.</span>
                      {section.title}
                    </a>
                  </li>
                ))}
              </ol>
            </div>
          </nav>

          <article className="legal-prose max-w-[70ch] text-base leading-relaxed text-ink-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4 [&_h3]:mt-6 [&_h3]:font-display [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-ink-900 [&_li]:pl-1 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_p]:mt-4 [&_strong]:font-semibold [&_strong]:text-ink-900 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ul]:marker:text-brand-500">
            {page.lead && <WhitelistedHtml html={page.lead} />}
            {sections.map((section, index) => (
              <section
                key={section.id}
                id={section.id}
                aria-labelledby={`${section.id}-title`}
                className="scroll-mt-28 border-t border-ink-100 pt-10 pb-2 first:border-t-0 first:pt-0 [&+section]:mt-10"
              >
                <h2
                  id={`${section.id}-title`}
                  className="flex items-baseline gap-3 text-2xl font-semibold text-ink-900"
                >
                  <span className="font-display text-base text-brand-600 tabular-nums">
                    {String(index + 1).padStart(2, "0")}
                  </span>
                  {section.title}
                </h2>
                {section.body}
              </section>
            ))}
          </article>
        </div>
      </div>
    </>
  );
}

/** A section of the document, with the page's generated one where the section is a slot. */
function sectionOf(
  section: LegalPageSection,
  slots: Partial<Record<PrivacySlot, LegalSection>>,
): LegalSection {
  const text = section.html ? <WhitelistedHtml html={section.html} /> : null;
  const generated = section.slot ? slots[section.slot] : undefined;
  if (!generated) return { id: section.id, title: section.title, body: text };
  return {
    id: section.id,
    title: generated.title,
    body: (
      <>
        {generated.body}
        {text}
      </>
    ),
  };
}

/**
 * HTML the server wrote from a document's rich text by its whitelist (the content feature's
 * `rich-text.server.ts`): own tags only, every text and address escaped, no attribute copied.
 */
function WhitelistedHtml({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: made by the server's whitelist renderer
  return <div dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * The policy's purpose | data | legal basis table. Phones get the same rows as stacked cards
 * (a three-column table would need sideways scrolling there); only one of the two is displayed.
 */
export function LegalTable({
  label,
  head,
  rows,
}: {
  label: string;
  head: [string, string, string];
  rows: [ReactNode, ReactNode, ReactNode][];
}) {
  return (
    <>
      <table className="mt-6 hidden w-full overflow-hidden rounded-xl text-left text-sm ring-1 ring-ink-100 sm:table">
        <caption className="sr-only">{label}</caption>
        <thead className="bg-ink-50 text-ink-900">
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col" className="px-4 py-3 font-semibold">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100 align-top">
          {rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static rows, never reordered
            <tr key={index}>
              {row.map((cell, column) => (
                <td
                  // biome-ignore lint/suspicious/noArrayIndexKey: static cells
                  key={column}
                  className={column === 0 ? "px-4 py-3 font-medium text-ink-900" : "px-4 py-3"}
                >
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <ul aria-label={label} className="mt-6 grid list-none! gap-3 pl-0! sm:hidden">
        {rows.map(([purpose, data, basis], index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static rows, never reordered
          <li key={index} className="rounded-xl border border-ink-100 p-4 pl-4! text-sm">
            <p className="mt-0! font-semibold text-ink-900">{purpose}</p>
            <dl className="mt-2 grid gap-1">
              <div>
                <dt className="inline font-medium text-ink-500">{head[1]}: </dt>
                <dd className="inline">{data}</dd>
              </div>
              <div>
                <dt className="inline font-medium text-ink-500">{head[2]}: </dt>
                <dd className="inline">{basis}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
