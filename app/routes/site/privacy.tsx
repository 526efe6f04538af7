import { CONSENT_STORAGE_KEY } from "../../features/consent/consent.ts";
import { CookieChoice } from "../../features/legal/components/cookie-choice.tsx";
import { LegalDocument } from "../../features/legal/components/legal-document.tsx";
import { privacyPolicySections } from "../../features/legal/components/privacy-policy.tsx";
import { privacyPath } from "../../features/legal/legal-texts.ts";
import { seoMeta, siteFromMatches } from "../../lib/seo.ts";
import { useSiteFacts } from "../../lib/site-facts.ts";
import type { Route } from "./+types/privacy";

// Served at /politica-de-privacidade and /privacidade (docs/product.md#public-routes); the long path is canonical.
export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    site: siteFromMatches(matches),
    path: privacyPath,
    title: "Política de Privacidade",
    description:
      "Como a Nexo Digital trata seus dados pessoais conforme a LGPD: finalidades, bases legais, prazos, compartilhamento, cookies e seus direitos.",
  });

export default function PrivacyRoute() {
  const site = useSiteFacts();
  return (
    <LegalDocument
      eyebrow="Privacidade e LGPD"
      title="Política de Privacidade"
      intro={
        <p>
          Transparência sobre como tratamos seus dados pessoais, em linguagem direta e conforme a
          Lei Geral de Proteção de Dados.
        </p>
      }
      sections={privacyPolicySections(site, <CookieChoice storageKey={CONSENT_STORAGE_KEY} />)}
    />
  );
}
