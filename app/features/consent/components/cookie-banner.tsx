import { Cookie, X } from "lucide-react";
import { type RefObject, useEffect, useRef } from "react";
import { Link } from "react-router";
import { sayIn, usePageLocale } from "../../../lib/locale.ts";
import { legalPathOf } from "../../../lib/locale-paths.ts";
import { m } from "../../../paraglide/messages.js";
import type { Consent } from "../consent.ts";

/** The page keeps this much room free at its bottom while the notice shows (app.css). */
const RESERVED_HEIGHT = "--cookie-notice-height";

/** Tells the page the notice's height as it changes (wrapping, zoom), and gives the room back when it goes. */
function useReservedRoom(notice: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = notice.current;
    if (!element) return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => {
      root.setProperty(RESERVED_HEIGHT, `${Math.ceil(element.getBoundingClientRect().height)}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty(RESERVED_HEIGHT);
    };
  }, [notice]);
}

/**
 * The notice itself (docs/product.md#cookie-notice), loaded by CookieNotice only when it is to be
 * shown: a bar along the bottom of the screen, low enough to leave the first screen's calls to
 * action in view, with the page's end kept clear of it (decision 0038). It says what the site
 * really uses: with no ads id, only essential cookies; SPEC's two buttons stay either way.
 */
export default function CookieBanner({
  adsOffered,
  onChoose,
  onClose,
}: {
  adsOffered: boolean;
  onChoose: (consent: Consent) => void;
  onClose: () => void;
}) {
  const notice = useRef<HTMLElement>(null);
  useReservedRoom(notice);
  // In the page's language, with the privacy policy in that language.
  const { locale, paths } = usePageLocale();
  const say = sayIn(locale);

  return (
    <section
      ref={notice}
      aria-label={say(m.cookie_notice_label)}
      className="fixed inset-x-0 bottom-0 z-[60] border-t border-white/10 bg-ink-900 text-white shadow-[0_-16px_40px_-24px_rgb(0_0_0/0.7)] motion-safe:animate-[toast-in_300ms_ease-out]"
    >
      <div className="relative mx-auto flex max-w-7xl flex-col gap-3 px-4 py-3 sm:px-6 lg:flex-row lg:items-center lg:gap-8">
        {/* Only the text clears the close button: the buttons below keep the full width. */}
        <div className="flex items-start gap-3 pr-9 lg:flex-1 lg:items-center lg:pr-0">
          <span
            aria-hidden
            className="hidden size-9 shrink-0 place-items-center rounded-full bg-brand-600/20 text-brand-300 sm:grid"
          >
            <Cookie className="size-5" />
          </span>
          <div className="text-[0.8125rem] leading-snug sm:text-sm">
            <p className="font-display text-sm font-semibold sm:text-[0.9375rem]">
              {say(m.cookie_title)}
            </p>
            <p className="text-ink-300 text-pretty lg:text-balance">
              {say(adsOffered ? m.cookie_text_ads : m.cookie_text_essential)}{" "}
              {say(m.cookie_learn_more)}{" "}
              <Link
                to={legalPathOf("privacy", paths)}
                className="font-medium text-white underline underline-offset-2 hover:text-lime-300"
              >
                {say(m.cookie_privacy_link)}
              </Link>
              .
            </p>
          </div>
        </div>
        {/* Side by side when both labels fit on one line each, stacked when they do not (320 px). */}
        <div className="flex flex-wrap gap-2 lg:shrink-0 lg:pr-12">
          <button
            type="button"
            className="inline-flex h-10 flex-auto items-center justify-center rounded-full border border-white/25 px-4 text-sm font-medium whitespace-nowrap text-white transition-colors hover:bg-white/10 lg:flex-none lg:px-5"
            onClick={() => onChoose("essential-only")}
          >
            {say(m.cookie_essential_only)}
          </button>
          <button
            type="button"
            className="inline-flex h-10 flex-auto items-center justify-center rounded-full bg-lime-400 px-4 text-sm font-semibold whitespace-nowrap text-ink-950 transition-colors hover:bg-lime-300 lg:flex-none lg:px-5"
            onClick={() => onChoose("accepted")}
          >
            {say(m.cookie_accept_all)}
          </button>
        </div>
        <button
          type="button"
          aria-label={say(m.cookie_close)}
          onClick={onClose}
          className="absolute top-2 right-2 grid size-9 place-items-center rounded-full text-ink-300 hover:bg-white/10 hover:text-white sm:right-4 lg:top-1/2 lg:-translate-y-1/2"
        >
          <X aria-hidden className="size-5" />
        </button>
      </div>
    </section>
  );
}
