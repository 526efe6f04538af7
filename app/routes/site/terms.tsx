import { useSiteFacts } from "../../components/layout/site-facts";
import { LegalDocument } from "../../features/legal/components/legal-document";
import { termsOfServiceSections } from "../../features/legal/components/terms-of-service";
import { termsPath } from "../../features/legal/legal-texts";
import { seoMeta, siteFromMatches } from "../../lib/seo";
import type { Route } from "./+types/terms";

// Served at /termos-de-servico and /termos (SPEC 2.1); the long path is canonical.
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
