import { MessageSquareQuote, TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { ReloadButton, StateCard } from "../../../components/ui/state-card.tsx";
import { testimonialPageTexts } from "./testimonial-texts.ts";

/** docs/product.md#public-site: the failure of /depoimentos; 'Tentar novamente' reloads the page. */
export function TestimonialsError() {
  return (
    <StateCard
      tone="error"
      icon={TriangleAlert}
      action={<ReloadButton>{testimonialPageTexts.retry}</ReloadButton>}
    >
      {testimonialPageTexts.error}
    </StateCard>
  );
}

export function TestimonialsEmpty() {
  return (
    <StateCard
      tone="empty"
      icon={MessageSquareQuote}
      heading={testimonialPageTexts.emptyTitle}
      action={
        <Button asChild>
          <Link to="/depoimentos/novo">{testimonialPageTexts.emptyAction}</Link>
        </Button>
      }
    >
      {testimonialPageTexts.emptyDescription}
    </StateCard>
  );
}
