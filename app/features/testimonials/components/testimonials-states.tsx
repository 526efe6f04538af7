import { MessageSquareQuote, TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { ReloadButton, StateCard } from "../../../components/ui/state-card.tsx";
import { usePageLocale } from "../../../lib/locale.ts";
import { pathOfPage } from "../../../lib/locale-paths.ts";
import { testimonialPageTexts } from "./testimonial-texts.ts";

/** docs/product.md#public-site: the failure of /depoimentos; 'Tentar novamente' reloads the page. */
export function TestimonialsError() {
  const texts = testimonialPageTexts(usePageLocale().locale);
  return (
    <StateCard
      tone="error"
      icon={TriangleAlert}
      action={<ReloadButton>{texts.retry}</ReloadButton>}
    >
      {texts.error}
    </StateCard>
  );
}

export function TestimonialsEmpty() {
  const { locale, paths } = usePageLocale();
  const texts = testimonialPageTexts(locale);
  return (
    <StateCard
      tone="empty"
      icon={MessageSquareQuote}
      heading={texts.emptyTitle}
      action={
        <Button asChild>
          <Link to={pathOfPage({ page: "newTestimonial" }, paths)}>{texts.emptyAction}</Link>
        </Button>
      }
    >
      {texts.emptyDescription}
    </StateCard>
  );
}
