import { AlertTriangle, RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "./button.tsx";
import { EmptyState } from "./empty-state.tsx";
import { Spinner } from "./spinner.tsx";

/** The wait shown while an admin list loads. */
export function ListLoading({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-2 p-12 text-ink-500">
      <Spinner className="text-brand-600" />
      <span className="text-sm">{label}</span>
    </div>
  );
}

/** An admin list that failed to load: the reason and a retry. */
export function ListLoadError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: Error | null;
  onRetry: () => void;
}) {
  return (
    <EmptyState icon={AlertTriangle} tone="error" title={title} className="m-4 sm:m-5">
      <p>{error?.message}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
        <RotateCw className="size-4" aria-hidden />
        Tentar novamente
      </Button>
    </EmptyState>
  );
}

/**
 * A paged admin list's body: the wait while its first page loads, the failure with a retry, else
 * `children` (its rows, or what stands for none).
 */
export function ListStates({
  list,
  loading,
  failed,
  children,
}: {
  list: { isPending: boolean; isError: boolean; error: Error | null; refetch: () => unknown };
  /** What the wait says. */
  loading: string;
  /** The failure's title. */
  failed: string;
  children: ReactNode;
}) {
  if (list.isPending) return <ListLoading label={loading} />;
  if (list.isError) {
    return <ListLoadError title={failed} error={list.error} onRetry={() => list.refetch()} />;
  }
  return children;
}
