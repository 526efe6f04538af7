import { FolderOpen, TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { portfolioTexts } from "./portfolio-texts.ts";

/** SPEC 2.5: the failure state of /portfolio. */
export function PortfolioError() {
  return (
    <div
      role="alert"
      className="mx-auto grid max-w-lg justify-items-center rounded-[var(--radius-card)] bg-white px-8 py-14 text-center shadow-card"
    >
      <span className="grid size-14 place-items-center rounded-2xl bg-red-50 text-red-600">
        <TriangleAlert className="size-7" aria-hidden />
      </span>
      <h2 className="mt-5 text-xl font-semibold text-ink-900">{portfolioTexts.errorTitle}</h2>
      <p className="mt-2 text-ink-500">{portfolioTexts.errorDescription}</p>
      <Button
        type="button"
        variant="secondary"
        className="mt-6"
        onClick={() => window.location.reload()}
      >
        {portfolioTexts.retry}
      </Button>
    </div>
  );
}

/** SPEC 2.5: nothing published at all, or nothing in the chosen category. */
export function PortfolioEmpty({ categoryLabel }: { categoryLabel?: string }) {
  return (
    <div className="mx-auto grid max-w-lg justify-items-center rounded-[var(--radius-card)] bg-white px-8 py-14 text-center shadow-card">
      <span className="grid size-14 place-items-center rounded-2xl bg-brand-100 text-brand-700">
        <FolderOpen className="size-7" aria-hidden />
      </span>
      <h2 className="mt-5 text-xl font-semibold text-ink-900">{portfolioTexts.emptyTitle}</h2>
      <p className="mt-2 text-ink-500">
        {categoryLabel
          ? portfolioTexts.emptyCategory(categoryLabel)
          : portfolioTexts.emptyDescription}
      </p>
      {categoryLabel && (
        <Button asChild variant="outline" className="mt-6">
          <Link to="/portfolio" preventScrollReset>
            {portfolioTexts.showAll}
          </Link>
        </Button>
      )}
    </div>
  );
}
