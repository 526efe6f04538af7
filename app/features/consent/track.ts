import type { AdsSettings } from "./ads.ts";
import { hasAdsConsent } from "./consent.ts";

/*
 * The entry points the pages call. The ads code itself is only downloaded when an ads id is
 * configured and the visitor chose 'Aceitar Todos': everyone else never even fetches it.
 */

export function startAdsTag(adsId: string): void {
  if (!adsId || !hasAdsConsent()) return;
  void import("./ads.ts").then((ads) => ads.loadAdsTag(adsId));
}

/** docs/product.md#api-routes: after a successful contact send, with consent only. */
export function reportContactConversion(settings: AdsSettings): void {
  if (!settings.adsId || !hasAdsConsent()) return;
  void import("./ads.ts").then((ads) => ads.trackContactConversion(settings));
}
