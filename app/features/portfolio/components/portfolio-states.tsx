import { FolderOpen, TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { ReloadButton, StateCard } from "../../../components/ui/state-card.tsx";
import { useLocale, usePageLocale } from "../../../lib/locale.ts";
import { pathOfPage } from "../../../lib/locale-paths.ts";
import { m } from "../../../paraglide/messages.js";

/** docs/product.md#public-site: the failure state of /portfolio. */
export function PortfolioError() {
  const locale = useLocale();
  return (
    <StateCard
      tone="error"
      icon={TriangleAlert}
      heading={m.portfolio_error_title({}, { locale })}
      action={<ReloadButton>{m.portfolio_retry({}, { locale })}</ReloadButton>}
    >
      {m.portfolio_error_description({}, { locale })}
    </StateCard>
  );
}

/** docs/product.md#public-site: nothing published at all, or nothing in the chosen category. */
export function PortfolioEmpty({ categoryLabel }: { categoryLabel?: string }) {
  const { locale, paths } = usePageLocale();
  return (
    <StateCard
      tone="empty"
      icon={FolderOpen}
      heading={m.portfolio_empty_title({}, { locale })}
      action={
        categoryLabel && (
          <Button asChild variant="outline">
            <Link to={pathOfPage({ page: "portfolio" }, paths)} preventScrollReset>
              {m.portfolio_show_all({}, { locale })}
            </Link>
          </Button>
        )
      }
    >
      {categoryLabel
        ? m.portfolio_empty_category({ label: categoryLabel }, { locale })
        : m.portfolio_empty_description({}, { locale })}
    </StateCard>
  );
}
