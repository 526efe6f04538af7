import type { CSSProperties } from "react";
import { AnchorLink } from "../../../components/layout/site-anchor-link.tsx";
import { ArrowRightIcon, SparklesIcon } from "../../../components/ui/stroke-icons.tsx";
import { heroStats, heroTexts } from "../hero-texts.ts";

/**
 * One counter (docs/product.md#hero, decision 0036). The count-up is CSS alone (app.css,
 * `.count-up`): an empty `aria-hidden` box draws the registered integer `--count`, animated from
 * 0 to the figure, 1 s after the box is first drawn and for `durationMs`, then the suffix. Before
 * the animation starts it shows 0, after it ends the figure, whether the page's scripts have come
 * or not, and nothing can make it go down. The real figure and suffix are text beside it,
 * visually hidden: screen readers read them once, as one word, and a page without CSS shows them
 * (the box is empty then). With reduced motion the box shows the figure at once. '24/7' (no
 * duration) is plain text.
 */
function StatCard({
  value,
  suffix,
  label,
  durationMs,
}: {
  value: number;
  suffix: string;
  label: string;
  durationMs: number | null;
}) {
  return (
    <li className="rounded-2xl border border-white/10 bg-white/[0.04] p-5 sm:p-6">
      <p
        data-stat={label}
        className="font-display text-3xl font-semibold text-white tabular-nums sm:text-4xl"
      >
        {durationMs === null ? (
          <>
            {value}
            <span className="text-lime-400">{suffix}</span>
          </>
        ) : (
          <>
            <span
              aria-hidden
              data-suffix={suffix}
              className="count-up"
              style={{ "--count": value, "--count-ms": `${durationMs}ms` } as CSSProperties}
            />
            <span className="sr-only">
              {value}
              {suffix}
            </span>
          </>
        )}
      </p>
      <p className="mt-1.5 text-sm text-ink-300">{label}</p>
    </li>
  );
}

/** docs/product.md#home hero: the promise, the two calls to action and the four animated counters. */
export function HeroSection() {
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
            Agência digital desde 2014
          </p>
          <h1
            id="home-titulo"
            className="mt-6 text-[clamp(2rem,10.5vw,2.5rem)] leading-[1.05] font-semibold sm:text-6xl lg:text-[4.25rem]"
          >
            Transformamos ideias em{" "}
            <span className="bg-gradient-to-r from-brand-400 via-[#b3a9ff] to-lime-400 bg-clip-text text-transparent">
              soluções digitais
            </span>{" "}
            que geram resultados
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-ink-300">
            Sites, landing pages, plataformas web, aplicativos e lojas virtuais sob medida, com
            estratégia, design e tecnologia trabalhando juntos para o seu negócio crescer.
          </p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <AnchorLink
              section="contato"
              className="inline-flex h-13 items-center justify-center gap-2 rounded-full bg-lime-400 px-7 text-base font-semibold text-ink-950 transition-colors hover:bg-lime-300"
            >
              {heroTexts.cta}
              <ArrowRightIcon className="size-5" />
            </AnchorLink>
            <AnchorLink
              section="servicos"
              className="inline-flex h-13 items-center justify-center rounded-full border border-white/20 px-7 text-base font-medium text-white transition-colors hover:border-white/40 hover:bg-white/5"
            >
              {heroTexts.secondary}
            </AnchorLink>
          </div>
        </div>

        <div className="relative hidden lg:block">
          <div aria-hidden className="absolute inset-8 rounded-[2rem] bg-brand-600/30 blur-3xl" />
          {/* Shown from 1024 px only: narrower screens get a 1 px placeholder and never
              download the illustration, wider ones fetch it first (it is the hero's image). */}
          <picture>
            <source media="(min-width: 1024px)" srcSet="/images/hero-painel.svg" />
            <img
              src="data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"
              alt="Ilustração de um painel de resultados com gráficos de crescimento em um site responsivo"
              width={560}
              height={480}
              loading="eager"
              fetchPriority="high"
              decoding="async"
              className="relative h-auto w-full"
            />
          </picture>
        </div>
      </div>

      <div className="mx-auto mt-16 max-w-7xl px-6 sm:mt-20">
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {heroStats.map((stat) => (
            <StatCard key={stat.label} {...stat} />
          ))}
        </ul>
      </div>
    </section>
  );
}
