import { MessageSquareQuote, TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { testimonialPageTexts } from "./testimonial-texts.ts";

/** SPEC 2.5: the failure of /depoimentos; 'Tentar novamente' reloads the page. */
export function TestimonialsError() {
  return (
    <div
      role="alert"
      className="mx-auto grid max-w-lg justify-items-center rounded-[var(--radius-card)] bg-white px-8 py-14 text-center shadow-card"
    >
      <span className="grid size-14 place-items-center rounded-2xl bg-red-50 text-red-600">
        <TriangleAlert className="size-7" aria-hidden />
      </span>
      <p className="mt-5 font-medium text-ink-900">{testimonialPageTexts.error}</p>
      <Button
        type="button"
        variant="secondary"
        className="mt-6"
        onClick={() => window.location.reload()}
      >
        {testimonialPageTexts.retry}
      </Button>
    </div>
  );
}

export function TestimonialsEmpty() {
  return (
    <div className="mx-auto grid max-w-lg justify-items-center rounded-[var(--radius-card)] bg-white px-8 py-14 text-center shadow-card">
      <span className="grid size-14 place-items-center rounded-2xl bg-brand-100 text-brand-700">
        <MessageSquareQuote className="size-7" aria-hidden />
      </span>
      <h2 className="mt-5 text-xl font-semibold text-ink-900">{testimonialPageTexts.emptyTitle}</h2>
      <p className="mt-2 text-ink-500">{testimonialPageTexts.emptyDescription}</p>
      <Button asChild className="mt-6">
        <Link to="/depoimentos/novo">{testimonialPageTexts.emptyAction}</Link>
      </Button>
    </div>
  );
}
