import { hasAdsConsent } from "./consent.ts";

/** docs/product.md#api-routes and #constants: the conversion waits for the tag, 20 tries 100 ms apart; the pixel follows ~1 s later. */
const CONVERSION_EVENT = "form_submit";
export const CONVERSION_ATTEMPTS = 20;
export const CONVERSION_RETRY_MS = 100;
export const FALLBACK_PIXEL_DELAY_MS = 1000;
const ADS_TAG_ORIGIN = "https://www.googletagmanager.com";

export interface AdsSettings {
  /** Google Ads id (AW-...). Empty: no tag, no conversion, no pixel. */
  adsId: string;
  adsConversionLabel: string;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

let tagState: "idle" | "loading" | "ready" | "failed" = "idle";

/** Tests only: forget that the tag was requested. */
export function resetAdsTagForTests(): void {
  tagState = "idle";
}

/**
 * Adds Google's gtag.js, once, and only when an ads id is configured and the visitor chose
 * 'Aceitar Todos'. Nothing else in the product talks to a third party.
 */
export function loadAdsTag(adsId: string): void {
  if (!adsId || tagState !== "idle" || !hasAdsConsent()) return;
  tagState = "loading";
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js reads the `arguments` object itself, not an array copy of it.
    // biome-ignore lint/complexity/noArguments: required by gtag.js's queue protocol
    window.dataLayer!.push(arguments);
  };
  window.gtag("js", new Date());
  window.gtag("config", adsId);
  const script = document.createElement("script");
  script.async = true;
  script.src = `${ADS_TAG_ORIGIN}/gtag/js?id=${encodeURIComponent(adsId)}`;
  script.addEventListener("load", () => {
    tagState = "ready";
  });
  script.addEventListener("error", () => {
    tagState = "failed";
  });
  document.head.appendChild(script);
}

function conversionTarget({ adsId, adsConversionLabel }: AdsSettings): string {
  return adsConversionLabel ? `${adsId}/${adsConversionLabel}` : adsId;
}

/** Google's no-script conversion pixel, the fallback when the tag never ran. */
export function fallbackPixelUrl({ adsId, adsConversionLabel }: AdsSettings): string {
  const id = adsId.replace(/^AW-/, "");
  const label = adsConversionLabel ? `label=${encodeURIComponent(adsConversionLabel)}&` : "";
  return `https://www.googleadservices.com/pagead/conversion/${encodeURIComponent(id)}/?${label}guid=ON&script=0`;
}

/**
 * docs/product.md#api-routes: after a contact message is sent, report the conversion. Only with consent and an ads
 * id; the tag may still be loading, so the event is retried; a missed event is logged (docs/product.md#texts-public).
 */
export function trackContactConversion(settings: AdsSettings): void {
  if (!settings.adsId || !hasAdsConsent()) return;
  loadAdsTag(settings.adsId);

  let attempts = 0;
  const attempt = () => {
    attempts += 1;
    if (tagState === "ready" && typeof window.gtag === "function") {
      window.gtag("event", CONVERSION_EVENT, { send_to: conversionTarget(settings) });
      return;
    }
    if (attempts >= CONVERSION_ATTEMPTS) {
      console.warn("Rastreador de conversão não carregou a tempo; evento form_submit não enviado.");
      return;
    }
    window.setTimeout(attempt, CONVERSION_RETRY_MS);
  };
  attempt();

  window.setTimeout(() => {
    if (!hasAdsConsent()) return;
    const pixel = document.createElement("img");
    pixel.src = fallbackPixelUrl(settings);
    pixel.width = 1;
    pixel.height = 1;
    pixel.alt = "";
    pixel.setAttribute("aria-hidden", "true");
    pixel.style.cssText = "position:absolute;width:1px;height:1px;opacity:0;pointer-events:none";
    document.body.appendChild(pixel);
  }, FALLBACK_PIXEL_DELAY_MS);
}
