import { AdminPage } from "../../features/auth/components/admin-page.tsx";
import { AdminTestimonialsBoard } from "../../features/testimonials/components/admin-testimonials-board.tsx";
import type { Route } from "./+types/testimonials";

export const meta: Route.MetaFunction = () => [
  { title: "Moderação de Depoimentos | Nexo Digital" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminTestimonials() {
  return (
    <AdminPage
      title="Moderação de Depoimentos"
      description="Aprove, rejeite ou destaque os depoimentos enviados pelos clientes."
    >
      <AdminTestimonialsBoard />
    </AdminPage>
  );
}
