import { type ComponentType, useEffect, useState } from "react";
import { COOKIE_NOTICE_DELAY_MS, type Consent, readConsent, storeConsent } from "../consent.ts";
import { startAdsTag } from "../track.ts";

type Banner = ComponentType<{ onChoose: (consent: Consent) => void; onClose: () => void }>;

/**
 * SPEC 2.4 and 4: shown 1 s after load when no choice is stored. 'Aceitar Todos' stores
 * 'accepted' and only then loads the ads tag; 'Apenas Essenciais' stores 'essential-only';
 * the close button stores nothing, so the notice returns on the next visit. The notice's own
 * code is fetched during that second, not with the page (DESIGN 5 first-load budget).
 */
export function CookieNotice({ adsId }: { adsId: string }) {
  const [visible, setVisible] = useState(false);
  const [Banner, setBanner] = useState<Banner | null>(null);

  useEffect(() => {
    const consent = readConsent();
    if (consent === "accepted") {
      startAdsTag(adsId);
      return;
    }
    if (consent) return;
    let cancelled = false;
    void import("./cookie-banner.tsx").then((module) => {
      if (!cancelled) setBanner(() => module.default);
    });
    const timer = window.setTimeout(() => setVisible(true), COOKIE_NOTICE_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [adsId]);

  if (!visible || !Banner) return null;

  const choose = (consent: Consent) => {
    storeConsent(consent);
    setVisible(false);
    if (consent === "accepted") startAdsTag(adsId);
  };

  return <Banner onChoose={choose} onClose={() => setVisible(false)} />;
}
