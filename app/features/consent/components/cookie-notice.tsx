import { type ComponentType, useEffect, useState } from "react";
import { COOKIE_PREFERENCES_EVENT } from "../../../lib/cookie-preferences.ts";
import { useLocale } from "../../../lib/locale.ts";
import type { Consent } from "../consent.ts";

type Banner = ComponentType<{
  adsOffered: boolean;
  onChoose: (consent: Consent) => void;
  onClose: () => void;
}>;
type Logic = typeof import("../consent.ts") & typeof import("../track.ts");

/** The consent rules and the ads tag's starter: fetched after the page, never with it. */
const loadLogic = (): Promise<Logic> =>
  Promise.all([import("../consent.ts"), import("../track.ts")]).then(([consent, track]) => ({
    ...consent,
    ...track,
  }));

/**
 * docs/product.md#cookie-notice: shown 1 s after load when no choice is stored. 'Aceitar Todos' stores
 * 'accepted' and only then loads the ads tag; 'Apenas Essenciais' stores 'essential-only';
 * the close button stores nothing, so the notice returns on the next visit. Each choice is also
 * sent to the server as proof (POST /api/consent), and 'Preferências de cookies' in the footer
 * reopens the notice so a choice can be changed or withdrawn. The notice's own
 * code and its rules are fetched right after the page, not with it (docs/architecture.md#performance-budgets first-load budget).
 * Without an ads id there is nothing optional: the notice says only essential cookies are used,
 * and a choice made then is asked again once ads are configured (decision 0038).
 */
export function CookieNotice({ adsId }: { adsId: string }) {
  const adsOffered = adsId !== "";
  // The notice links this language's privacy policy: the consent names its version.
  const locale = useLocale();
  const [visible, setVisible] = useState(false);
  const [Banner, setBanner] = useState<Banner | null>(null);
  const [logic, setLogic] = useState<Logic | null>(null);

  useEffect(() => {
    let cancelled = false;
    let timer: number | undefined;
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

    void loadLogic().then((loaded) => {
      if (cancelled) return;
      setLogic(loaded);
      const consent = loaded.currentChoice(adsOffered);
      if (consent === "accepted") loaded.startAdsTag(adsId);
      if (consent) return;
      void loadBanner();
      timer = window.setTimeout(() => setVisible(true), loaded.COOKIE_NOTICE_DELAY_MS);
    });
    return () => {
      cancelled = true;
      window.removeEventListener(COOKIE_PREFERENCES_EVENT, reopen);
      window.clearTimeout(timer);
    };
  }, [adsId, adsOffered]);

  if (!visible || !Banner || !logic) return null;

  const choose = (consent: Consent) => {
    const before = logic.readConsent();
    logic.storeConsent(consent, adsOffered);
    logic.sendConsentRecord(consent, locale);
    setVisible(false);
    if (consent === "accepted") logic.startAdsTag(adsId);
    // A running ads tag cannot be unloaded: withdrawing reloads the page without it.
    else if (before === "accepted") window.location.reload();
  };

  return <Banner adsOffered={adsOffered} onChoose={choose} onClose={() => setVisible(false)} />;
}
