import { Button } from "./button.tsx";
import { Spinner } from "./spinner.tsx";

/** The foot of a paged admin list: how much of it is shown, and a button for the next page. */
export function LoadMore({
  shown,
  total,
  hasMore,
  loading,
  onLoad,
}: {
  shown: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  onLoad: () => void;
}) {
  if (!hasMore && shown >= total) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-ink-100 p-4 text-sm text-ink-500 sm:px-5">
      <p aria-live="polite">
        Mostrando {shown.toLocaleString("pt-BR")} de {total.toLocaleString("pt-BR")}
      </p>
      {hasMore && (
        // type="button": a list drawn inside a form pages without submitting it.
        <Button type="button" variant="outline" size="sm" onClick={onLoad} disabled={loading}>
          {loading && <Spinner className="size-4" />}
          {loading ? "Carregando..." : "Carregar mais"}
        </Button>
      )}
    </div>
  );
}
