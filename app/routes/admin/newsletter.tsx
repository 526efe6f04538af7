import { AdminPage } from "../../features/auth/components/admin-page.tsx";
import { AdminNewsletterView } from "../../features/newsletter/components/admin-newsletter-view.tsx";
import type { Route } from "./+types/newsletter";

export const meta: Route.MetaFunction = () => [
  { title: "Newsletter | Nexo Digital" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminNewsletter() {
  return (
    <AdminPage title="Newsletter" description="Assinantes ativos da newsletter da agência.">
      <AdminNewsletterView />
    </AdminPage>
  );
}
