import { type ComponentType, useEffect, useState } from "react";
import { COOKIE_PREFERENCES_EVENT } from "../../../lib/cookie-preferences.ts";
import {
  COOKIE_NOTICE_DELAY_MS,
  type Consent,
  readConsent,
  sendConsentRecord,
  storeConsent,
} from "../consent.ts";
import { startAdsTag } from "../track.ts";

type Banner = ComponentType<{ onChoose: (consent: Consent) => void; onClose: () => void }>;

/**
 * docs/product.md#home and #data-rules: shown 1 s after load when no choice is stored. 'Aceitar Todos' stores
 * 'accepted' and only then loads the ads tag; 'Apenas Essenciais' stores 'essential-only';
 * the close button stores nothing, so the notice returns on the next visit. Each choice is also
 * sent to the server as proof (POST /api/consent), and 'Preferências de cookies' in the footer
 * reopens the notice so a choice can be changed or withdrawn. The notice's own
 * code is fetched during that second, not with the page (docs/architecture.md#performance-budgets first-load budget).
 */
export function CookieNotice({ adsId }: { adsId: string }) {
  const [visible, setVisible] = useState(false);
  const [Banner, setBanner] = useState<Banner | null>(null);

  useEffect(() => {
    let cancelled = false;
    const loadBanner = () =>
      import("./cookie-banner.tsx").then((module) => {
        if (!cancelled) setBanner(() => module.default);
      });
    // 'Preferências de cookies' in the footer: the notice again, whatever was chosen before.
    const reopen = () => {
      void loadBanner();
      setVisible(true);
    };
    window.addEventListener(COOKIE_PREFERENCES_EVENT, reopen);
    const stop = () => {
      cancelled = true;
      window.removeEventListener(COOKIE_PREFERENCES_EVENT, reopen);
    };

    const consent = readConsent();
    if (consent === "accepted") startAdsTag(adsId);
    if (consent) return stop;
    void loadBanner();
    const timer = window.setTimeout(() => setVisible(true), COOKIE_NOTICE_DELAY_MS);
    return () => {
      stop();
      window.clearTimeout(timer);
    };
  }, [adsId]);

  if (!visible || !Banner) return null;

  const choose = (consent: Consent) => {
    const before = readConsent();
    storeConsent(consent);
    sendConsentRecord(consent);
    setVisible(false);
    if (consent === "accepted") startAdsTag(adsId);
    // A running ads tag cannot be unloaded: withdrawing reloads the page without it.
    else if (before === "accepted") window.location.reload();
  };

  return <Banner onChoose={choose} onClose={() => setVisible(false)} />;
}
