import { CONSENT_STORAGE_KEY } from "../../features/consent/consent.ts";
import { CookieChoice } from "../../features/legal/components/cookie-choice.tsx";
import { LegalDocument } from "../../features/legal/components/legal-document.tsx";
import { privacyPolicySlots } from "../../features/legal/components/privacy-policy.tsx";
import { legalMeta } from "../../features/legal/legal-meta.ts";
import { legalPage } from "../../features/legal/legal-page.server.ts";
import { privacyPath } from "../../features/legal/legal-texts.ts";
import { appLoadContext } from "../../lib/app-context.server.ts";
import { useLocale } from "../../lib/locale.ts";
import { useSiteFacts } from "../../lib/site-facts.ts";
import type { Route } from "./+types/privacy";

// Served at /politica-de-privacidade and /privacidade (docs/product.md#public-routes); the long
// path is canonical. The text is the published `privacy` document (docs/architecture.md#content).
export async function loader({ context }: Route.LoaderArgs) {
  return legalPage(context.get(appLoadContext), "privacy");
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  legalMeta(matches, privacyPath, location.pathname, loaderData);

export default function PrivacyRoute({ loaderData }: Route.ComponentProps) {
  const site = useSiteFacts();
  const locale = useLocale();
  return (
    <LegalDocument
      page={loaderData}
      slots={privacyPolicySlots(site, locale, <CookieChoice storageKey={CONSENT_STORAGE_KEY} />)}
    />
  );
}
