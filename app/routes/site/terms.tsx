import { LegalDocument } from "../../features/legal/components/legal-document.tsx";
import { legalMeta } from "../../features/legal/legal-meta.ts";
import { legalPage } from "../../features/legal/legal-page.server.ts";
import { termsPath } from "../../features/legal/legal-texts.ts";
import { appLoadContext } from "../../lib/app-context.server.ts";
import type { Route } from "./+types/terms";

// Served at /termos-de-servico and /termos (docs/product.md#public-routes); the long path is
// canonical. The text is the published `terms` document (docs/architecture.md#content).
export async function loader({ context }: Route.LoaderArgs) {
  return legalPage(context.get(appLoadContext), "terms");
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  legalMeta(matches, termsPath, location.pathname, loaderData);

export default function TermsRoute({ loaderData }: Route.ComponentProps) {
  return <LegalDocument page={loaderData} />;
}
