import { type CSSProperties, type ReactNode, Suspense, use } from "react";
import { AnchorLink } from "../../../components/layout/site-anchor-link.tsx";
import { ArrowRightIcon, SparklesIcon } from "../../../components/ui/stroke-icons.tsx";
import type { ShownImage } from "../../content/index.ts";
import type { HeroButtons, HomeSections } from "../types.ts";

/**
 * docs/product.md#home and #constants: how long each counter's count-up lasts, by its place (1.5
 * to 2.5 s; it starts 1 s after the counters are drawn: `.count-up` in app/app.css).
 */
const countUpMs = [2000, 2500, 1500, 2000] as const;

/**
 * A figure counts up when it is a whole number and a suffix without digits ('50+', '98%'). '24/7'
 * is a schedule, not a quantity: counted up it would read as fractions ('0/7', '16/7'), so it is
 * shown as it is, like any figure that does not start with a number.
 */
function countable(value: string): { count: number; suffix: string } | null {
  const match = /^(0|[1-9]\d{0,8})(\D*)$/.exec(value);
  return match ? { count: Number(match[1]), suffix: match[2]! } : null;
}

/**
 * One counter (docs/product.md#hero, decision 0036). The count-up is CSS alone (app.css,
 * `.count-up`): an empty `aria-hidden` box draws the registered integer `--count`, animated from
 * 0 to the figure, 1 s after the box is first drawn and for `durationMs`, then the suffix. Before
 * the animation starts it shows 0, after it ends the figure, whether the page's scripts have come
 * or not, and nothing can make it go down. The real figure is text beside it, visually hidden:
 * screen readers read it once, as one word, and a page without CSS shows it (the box is empty
 * then). With reduced motion the box shows the figure at once. A figure that does not count
 * ('24/7') is plain text, its leading number white and the rest in lime.
 */
function StatCard({
  value,
  label,
  durationMs,
}: {
  value: string;
  label: string;
  durationMs: number;
}) {
  const counted = countable(value);
  const [, number = "", rest = value] = /^(\d*)(.*)$/s.exec(value) ?? [];
  return (
    <li className="rounded-2xl border border-white/10 bg-white/[0.04] p-5 sm:p-6">
      <p
        data-stat={label}
        className="font-display text-3xl font-semibold text-white tabular-nums sm:text-4xl"
      >
        {counted ? (
          <>
            <span
              aria-hidden
              data-suffix={counted.suffix}
              className="count-up"
              style={{ "--count": counted.count, "--count-ms": `${durationMs}ms` } as CSSProperties}
            />
            <span className="sr-only">{value}</span>
          </>
        ) : number ? (
          <>
            {number}
            <span className="text-lime-400">{rest}</span>
          </>
        ) : (
          value
        )}
      </p>
      <p className="mt-1.5 text-sm text-ink-300">{label}</p>
    </li>
  );
}

/** The headline with its `*marked*` part in the brand gradient (docs/product.md#content). */
function Headline({ text }: { text: string }) {
  return text.split(/\*([^*]+)\*/).map((part, index) =>
    index % 2 === 1 ? (
      <span
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string, in order
        key={index}
        className="bg-gradient-to-r from-brand-400 via-[#b3a9ff] to-lime-400 bg-clip-text text-transparent"
      >
        {part}
      </span>
    ) : (
      part
    ),
  );
}

/** 1 px transparent GIF: what narrower screens, which do not show the hero's image, get. */
const blankImage = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";
const wide = "(min-width: 1024px)";

/**
 * The hero's image, shown from 1024 px only: narrower screens get a 1 px placeholder and never
 * download it, wider ones fetch it first (it is the hero's image). The built-in illustration,
 * or the library picture staff chose, as AVIF and WebP at the width it is drawn.
 */
function HeroImage({ image }: { image: ShownImage }) {
  const { picture } = image;
  const sizes = "(min-width: 1280px) 560px, 42vw";
  return (
    <picture>
      {picture?.avif && (
        <source media={wide} type="image/avif" srcSet={picture.avif} sizes={sizes} />
      )}
      {picture?.webp && (
        <source media={wide} type="image/webp" srcSet={picture.webp} sizes={sizes} />
      )}
      <source media={wide} srcSet={picture?.src ?? "/images/hero-painel.svg"} />
      <img
        src={blankImage}
        alt={image.alt}
        width={picture?.width ?? 560}
        height={picture?.height ?? 480}
        loading="eager"
        fetchPriority="high"
        decoding="async"
        className="relative h-auto w-full"
      />
    </picture>
  );
}

type Shown = Pick<HomeSections, "hero" | "figures">;

/**
 * A part of the hero no script acts on. The browser hydrating the server's HTML has it as a
 * promise (the sections' read): React keeps that HTML until it settles.
 */
function Part(props: { shown: Shown | Promise<Shown>; draw: (shown: Shown) => ReactNode }) {
  return (
    <Suspense>
      <Drawn {...props} />
    </Suspense>
  );
}

function Drawn({
  shown,
  draw,
}: {
  shown: Shown | Promise<Shown>;
  draw: (shown: Shown) => ReactNode;
}) {
  return draw(shown instanceof Promise ? use(shown) : shown);
}

/**
 * docs/product.md#home hero: the promise, the two calls to action and the four animated counters,
 * as the home document says them. The buttons come with the page's data, the rest with the
 * sections' (app/routes/site/home.tsx).
 */
export function HeroSection({
  buttons,
  shown,
}: {
  buttons: HeroButtons;
  shown: Shown | Promise<Shown>;
}) {
  return (
    <section
      id="home"
      aria-labelledby="home-titulo"
      className="relative isolate overflow-hidden bg-ink-950 pt-32 pb-16 text-white outline-none sm:pt-40 sm:pb-24"
    >
      {/* Brand glow and a faint grid: atmosphere only. */}
      <div aria-hidden className="pointer-events-none absolute inset-0 -z-10">
        <div className="glow absolute -top-[25rem] -left-[23rem] size-[68rem] [--glow:rgb(76_66_232/0.3)]" />
        <div className="glow absolute top-[calc(33.333%-15rem)] -right-[25rem] size-[60rem] [--glow:rgb(106_95_246/0.19)]" />
        <div className="glow absolute -bottom-[12.5rem] left-[calc(33.333%-12.5rem)] size-[43rem] [--glow:rgb(197_242_92/0.065)]" />
        <div className="absolute inset-0 bg-[linear-gradient(rgb(255_255_255/0.04)_1px,transparent_1px),linear-gradient(90deg,rgb(255_255_255/0.04)_1px,transparent_1px)] bg-[size:56px_56px] [mask-image:radial-gradient(ellipse_at_top,black_30%,transparent_75%)]" />
      </div>

      <div className="mx-auto grid max-w-7xl grid-cols-1 items-center gap-12 px-6 lg:grid-cols-[1.1fr_0.9fr]">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3.5 py-1.5 text-xs font-medium tracking-widest text-ink-100 uppercase">
            <SparklesIcon className="size-3.5 text-lime-400" />
            <Part shown={shown} draw={({ hero }) => hero.eyebrow} />
          </p>
          <h1
            id="home-titulo"
            className="mt-6 text-[clamp(2rem,10.5vw,2.5rem)] leading-[1.05] font-semibold sm:text-6xl lg:text-[4.25rem]"
          >
            <Part shown={shown} draw={({ hero }) => <Headline text={hero.headline} />} />
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-ink-300">
            <Part shown={shown} draw={({ hero }) => hero.text} />
          </p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <AnchorLink
              section="contato"
              className="inline-flex h-13 items-center justify-center gap-2 rounded-full bg-lime-400 px-7 text-base font-semibold text-ink-950 transition-colors hover:bg-lime-300"
            >
              {buttons.primaryButton}
              <ArrowRightIcon className="size-5" />
            </AnchorLink>
            <AnchorLink
              section="servicos"
              className="inline-flex h-13 items-center justify-center rounded-full border border-white/20 px-7 text-base font-medium text-white transition-colors hover:border-white/40 hover:bg-white/5"
            >
              {buttons.secondaryButton}
            </AnchorLink>
          </div>
        </div>

        <div className="relative hidden lg:block">
          <div aria-hidden className="absolute inset-8 rounded-[2rem] bg-brand-600/30 blur-3xl" />
          <Part shown={shown} draw={({ hero }) => <HeroImage image={hero.image} />} />
        </div>
      </div>

      <div className="mx-auto mt-16 max-w-7xl px-6 sm:mt-20">
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          <Part
            shown={shown}
            draw={({ figures }) =>
              figures.map((figure, index) => (
                <StatCard
                  // biome-ignore lint/suspicious/noArrayIndexKey: four fixed places; labels may repeat
                  key={index}
                  value={figure.value}
                  label={figure.label}
                  durationMs={countUpMs[index] ?? 2000}
                />
              ))
            }
          />
        </ul>
      </div>
    </section>
  );
}
