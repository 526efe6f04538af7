import { Cookie, X } from "lucide-react";
import { Link } from "react-router";
import type { Consent } from "../consent.ts";

/** The notice itself (docs/product.md#home and #data-rules), loaded by CookieNotice only when it is to be shown. */
export default function CookieBanner({
  onChoose,
  onClose,
}: {
  onChoose: (consent: Consent) => void;
  onClose: () => void;
}) {
  return (
    <section
      aria-label="Aviso de cookies"
      className="fixed inset-x-3 bottom-3 z-[60] motion-safe:animate-[toast-in_300ms_ease-out] sm:inset-x-auto sm:bottom-6 sm:left-6 sm:max-w-md"
    >
      <div className="relative rounded-[var(--radius-card)] border border-white/10 bg-ink-900 p-4 text-white shadow-[0_24px_64px_-24px_rgb(0_0_0/0.7)] sm:p-6">
        {/* Only the text clears the close button: the buttons below keep the full width. */}
        <div className="flex items-start gap-3 pr-7 sm:pr-8">
          <span
            aria-hidden
            className="mt-0.5 hidden size-9 shrink-0 place-items-center rounded-full bg-brand-600/20 text-brand-400 sm:grid"
          >
            <Cookie className="size-5" />
          </span>
          <div>
            <p className="font-display text-base font-semibold">Sua privacidade importa</p>
            <p className="mt-1 text-sm leading-relaxed text-ink-300 sm:mt-1.5">
              Usamos cookies essenciais para o site funcionar e, com a sua permissão, cookies de
              publicidade para medir nossas campanhas. Saiba mais na nossa{" "}
              <Link
                to="/privacidade"
                className="font-medium text-white underline underline-offset-2 hover:text-lime-300"
              >
                Política de Privacidade
              </Link>
              .
            </p>
          </div>
        </div>
        {/* Side by side when both labels fit on one line each, stacked when they do not. */}
        <div className="mt-4 flex flex-wrap gap-2 sm:mt-5 sm:justify-end">
          <button
            type="button"
            className="inline-flex h-11 flex-auto items-center justify-center rounded-full border border-white/25 px-4 text-sm font-medium whitespace-nowrap text-white transition-colors hover:bg-white/10 sm:flex-none sm:px-5"
            onClick={() => onChoose("essential-only")}
          >
            Apenas Essenciais
          </button>
          <button
            type="button"
            className="inline-flex h-11 flex-auto items-center justify-center rounded-full bg-lime-400 px-4 text-sm font-semibold whitespace-nowrap text-ink-950 transition-colors hover:bg-lime-300 sm:flex-none sm:px-5"
            onClick={() => onChoose("accepted")}
          >
            Aceitar Todos
          </button>
        </div>
        <button
          type="button"
          aria-label="Fechar aviso de cookies"
          className="absolute top-3 right-3 grid size-9 place-items-center rounded-full text-ink-300 hover:bg-white/10 hover:text-white"
          onClick={onClose}
        >
          <X aria-hidden className="size-5" />
        </button>
      </div>
    </section>
  );
}
