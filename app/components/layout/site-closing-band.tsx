import { ArrowRight } from "lucide-react";
import { AnchorLink } from "./site-anchor-link.tsx";

/** The band's texts: the home document's closing band (docs/product.md#content). */
export interface ClosingBandTexts {
  eyebrow: string;
  heading: string;
  text: string;
  primaryButton: string;
  secondaryButton: string;
}

/** docs/product.md#home closing band: its first button to #contato, the second to #portfolio. */
export function SiteClosingBand({ texts }: { texts: ClosingBandTexts }) {
  return (
    <section
      aria-labelledby="chamada-titulo"
      className="bg-ink-50 px-6 pb-20 sm:pb-28 drawn-when-near"
    >
      <div className="relative isolate mx-auto max-w-7xl overflow-hidden rounded-[2rem] bg-brand-700 px-6 py-14 text-center text-white sm:px-12 sm:py-20">
        <div aria-hidden className="pointer-events-none absolute inset-0 -z-10">
          <div className="glow absolute -top-[14rem] -left-[14rem] size-[36rem] [--glow:rgb(76_66_232/0.97)]" />
          <div className="glow absolute -right-[12rem] -bottom-[14rem] size-[36rem] [--glow:rgb(7_11_24/0.58)]" />
          {/* Tucked into the corner above the text's padding, so it never crosses the eyebrow or
              the headline, however narrow the band gets. */}
          <div className="absolute -top-12 -right-12 size-24 rounded-full border-[10px] border-lime-400/70 sm:-top-10 sm:-right-10 sm:size-28" />
        </div>
        <p className="text-xs font-semibold tracking-widest text-lime-300 uppercase">
          {texts.eyebrow}
        </p>
        <h2
          id="chamada-titulo"
          className="mx-auto mt-4 max-w-3xl text-3xl leading-tight font-semibold sm:text-5xl"
        >
          {texts.heading}
        </h2>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-brand-100">{texts.text}</p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <AnchorLink
            section="contato"
            className="inline-flex h-13 items-center justify-center gap-2 rounded-full bg-lime-400 px-7 text-base font-semibold text-ink-950 transition-colors hover:bg-lime-300"
          >
            {texts.primaryButton}
            <ArrowRight aria-hidden className="size-5" />
          </AnchorLink>
          <AnchorLink
            section="portfolio"
            className="inline-flex h-13 items-center justify-center rounded-full border border-white/40 px-7 text-base font-medium text-white transition-colors hover:bg-white/10"
          >
            {texts.secondaryButton}
          </AnchorLink>
        </div>
      </div>
    </section>
  );
}
