import { Award, BadgeCheck, TrendingUp, Zap } from "lucide-react";
import { Picture } from "../../../components/ui/picture.tsx";
import type { ShownHome, ShownImage } from "../../content/index.ts";
import { Reveal } from "./reveal.tsx";
import { SectionHeading } from "./section-heading.tsx";

/** docs/product.md#home: the four values' icons, by their place. */
const valueIcons = [BadgeCheck, Zap, TrendingUp, Award] as const;

/** The image grid's built-in illustrations, by slot, sized so nothing shifts while they load. */
const builtInImages = [
  { src: "/images/sobre-equipe.svg", w: 400, h: 500 },
  { src: "/images/sobre-estrategia.svg", w: 400, h: 300 },
  { src: "/images/sobre-codigo.svg", w: 400, h: 300 },
  { src: "/images/sobre-resultados.svg", w: 400, h: 500 },
] as const;

/** A grid image: the library picture staff chose, or the slot's built-in illustration. */
function GridImage({ image, slot }: { image: ShownImage | undefined; slot: 0 | 1 | 2 | 3 }) {
  const builtIn = builtInImages[slot];
  const className = "h-auto w-full rounded-[var(--radius-card)] shadow-card";
  const picture = image?.picture;
  if (picture) {
    return (
      <Picture
        src={picture.src}
        alt={image.alt}
        facts={picture}
        // Two columns of half the section's half (one column below 1024 px).
        sizes="(min-width: 1280px) 296px, (min-width: 1024px) 23vw, 50vw"
        width={builtIn.w}
        height={builtIn.h}
        className={className}
      />
    );
  }
  return (
    <img
      src={builtIn.src}
      alt={image?.alt ?? ""}
      width={builtIn.w}
      height={builtIn.h}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}

/** The text's paragraphs: staff separate them with a blank line. */
function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** docs/product.md#home about (#quem-somos): since 2014, Brazil and Switzerland, four values, image grid. */
export function AboutSection({ about }: { about: ShownHome["about"] }) {
  return (
    <section
      id="quem-somos"
      aria-labelledby="quem-somos-titulo"
      className="overflow-hidden bg-white py-20 outline-none sm:py-28 drawn-when-near"
    >
      <div className="mx-auto grid max-w-7xl grid-cols-1 items-center gap-14 px-6 lg:grid-cols-2 lg:gap-20">
        <Reveal className="relative order-2 lg:order-1">
          <div className="grid grid-cols-2 gap-4 sm:gap-5">
            <div className="grid content-start gap-4 sm:gap-5">
              <GridImage image={about.images[0]} slot={0} />
              <GridImage image={about.images[2]} slot={2} />
            </div>
            <div className="grid content-start gap-4 pt-10 sm:gap-5 sm:pt-16">
              <GridImage image={about.images[1]} slot={1} />
              <GridImage image={about.images[3]} slot={3} />
            </div>
          </div>
          <div className="absolute -bottom-5 left-1/2 w-max -translate-x-1/2 rounded-2xl bg-ink-950 px-5 py-4 text-white shadow-[0_24px_48px_-24px_rgb(7_11_24/0.6)] sm:left-6 sm:translate-x-0">
            <p className="text-xs font-medium tracking-widest text-lime-400 uppercase">
              desde 2014
            </p>
            <p className="mt-1 font-display text-lg font-semibold">Brasil · Suíça</p>
          </div>
        </Reveal>

        <Reveal className="order-1 lg:order-2">
          <SectionHeading id="quem-somos-titulo" eyebrow={about.eyebrow} title={about.heading} />
          <div className="mt-6 grid gap-4 text-lg leading-relaxed text-ink-500">
            {paragraphsOf(about.text).map((paragraph, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text, in order
              <p key={index}>{paragraph}</p>
            ))}
          </div>
          <ul className="mt-10 grid gap-4 sm:grid-cols-2">
            {about.values.map(({ name, text }, index) => {
              const Icon = valueIcons[index] ?? BadgeCheck;
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: four fixed places; names may repeat
                <li key={index} className="flex gap-4 rounded-2xl border border-ink-100 p-5">
                  <span
                    aria-hidden
                    className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-100 text-brand-700"
                  >
                    <Icon className="size-5" />
                  </span>
                  <div>
                    <h3 className="font-display text-base font-semibold text-ink-900">{name}</h3>
                    <p className="mt-1 text-sm leading-relaxed text-ink-500">{text}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </Reveal>
      </div>
    </section>
  );
}
