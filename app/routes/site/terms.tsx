import { LegalDocument } from "../../features/legal/components/legal-document.tsx";
import { termsOfServiceSections } from "../../features/legal/components/terms-of-service.tsx";
import { termsPath } from "../../features/legal/legal-texts.ts";
import { seoMeta, siteFromMatches } from "../../lib/seo.ts";
import { useSiteFacts } from "../../lib/site-facts.ts";
import type { Route } from "./+types/terms";

// Served at /termos-de-servico and /termos (docs/product.md#public-routes); the long path is canonical.
export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    site: siteFromMatches(matches),
    path: termsPath,
    title: "Termos de Serviço",
    description:
      "Condições de uso do site e de contratação da Nexo Digital: propostas, prazos, garantia de 30 dias, propriedade intelectual, lei e foro.",
  });

export default function TermsRoute() {
  const site = useSiteFacts();
  return (
    <LegalDocument
      eyebrow="Condições de uso"
      title="Termos de Serviço"
      intro={
        <p>
          As regras para usar este site e para contratar nossos serviços, escritas para serem lidas.
        </p>
      }
      sections={termsOfServiceSections(site)}
    />
  );
}
