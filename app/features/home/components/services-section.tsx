import {
  ArrowRight,
  Building2,
  LayoutDashboard,
  type LucideIcon,
  MousePointerClick,
  Puzzle,
  ShoppingBag,
  Smartphone,
} from "lucide-react";
import { AnchorLink } from "../../../components/layout/site-anchor-link.tsx";
import { useLocale } from "../../../lib/locale.ts";
import type { ServiceIcon, ShownHome } from "../../content/index.ts";
import { homeTexts } from "../texts.ts";
import { Reveal } from "./reveal.tsx";
import { SectionHeading } from "./section-heading.tsx";

/** The icons staff choose from for each service (`serviceIcons` in the content documents). */
const icons: Record<ServiceIcon, LucideIcon> = {
  building: Building2,
  pointer: MousePointerClick,
  dashboard: LayoutDashboard,
  smartphone: Smartphone,
  bag: ShoppingBag,
  puzzle: Puzzle,
};

/** docs/product.md#home services (#servicos): six cards, each 'Saiba mais' to the contact section. */
export function ServicesSection({ services }: { services: ShownHome["services"] }) {
  const texts = homeTexts(useLocale());
  return (
    <section
      id="servicos"
      aria-labelledby="servicos-titulo"
      className="bg-ink-50 py-20 outline-none sm:py-28 drawn-when-near [--drawn-height:150rem] lg:[--drawn-height:70rem]"
    >
      <div className="mx-auto max-w-7xl px-6">
        <Reveal>
          <SectionHeading
            id="servicos-titulo"
            eyebrow={services.eyebrow}
            align="center"
            title={services.heading}
            lead={services.lead}
          />
        </Reveal>
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
          {services.items.map(({ title: name, text, icon }, index) => {
            const Icon = icons[icon];
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: six fixed places; titles may repeat
              <li key={index}>
                <Reveal delayMs={(index % 3) * 90} className="h-full">
                  <article className="group flex h-full flex-col rounded-[var(--radius-card)] border border-ink-100 bg-white p-7 shadow-card transition-[transform,box-shadow] duration-300 hover:-translate-y-1 hover:shadow-[0_24px_48px_-24px_rgb(7_11_24/0.3)]">
                    <span
                      aria-hidden
                      className="grid size-13 place-items-center rounded-2xl bg-ink-950 text-lime-400 transition-colors group-hover:bg-brand-600 group-hover:text-white"
                    >
                      <Icon className="size-6" />
                    </span>
                    <h3 className="mt-6 text-xl font-semibold text-ink-900">{name}</h3>
                    <p className="mt-3 flex-1 leading-relaxed text-ink-500">{text}</p>
                    <AnchorLink
                      section="contato"
                      className="mt-6 inline-flex items-center gap-1.5 self-start text-sm font-semibold text-brand-600 hover:text-brand-700"
                    >
                      {texts.learnMore}
                      <span className="sr-only"> sobre {name}</span>
                      <ArrowRight
                        aria-hidden
                        className="size-4 transition-transform group-hover:translate-x-1"
                      />
                    </AnchorLink>
                  </article>
                </Reveal>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
