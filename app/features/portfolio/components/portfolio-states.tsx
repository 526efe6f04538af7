import { FolderOpen, TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { ReloadButton, StateCard } from "../../../components/ui/state-card.tsx";
import { portfolioTexts } from "./portfolio-texts.ts";

/** docs/product.md#public-site: the failure state of /portfolio. */
export function PortfolioError() {
  return (
    <StateCard
      tone="error"
      icon={TriangleAlert}
      heading={portfolioTexts.errorTitle}
      action={<ReloadButton>{portfolioTexts.retry}</ReloadButton>}
    >
      {portfolioTexts.errorDescription}
    </StateCard>
  );
}

/** docs/product.md#public-site: nothing published at all, or nothing in the chosen category. */
export function PortfolioEmpty({ categoryLabel }: { categoryLabel?: string }) {
  return (
    <StateCard
      tone="empty"
      icon={FolderOpen}
      heading={portfolioTexts.emptyTitle}
      action={
        categoryLabel && (
          <Button asChild variant="outline">
            <Link to="/portfolio" preventScrollReset>
              {portfolioTexts.showAll}
            </Link>
          </Button>
        )
      }
    >
      {categoryLabel
        ? portfolioTexts.emptyCategory(categoryLabel)
        : portfolioTexts.emptyDescription}
    </StateCard>
  );
}
