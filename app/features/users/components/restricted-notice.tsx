import { ShieldAlert } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";

/** docs/product.md#back-office / 6: what a signed-in non-admin sees on the users screen. */
export function RestrictedNotice() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-3 rounded-[var(--radius-card)] border border-ink-100 bg-white px-6 py-14 text-center shadow-card">
      <span className="grid size-14 place-items-center rounded-2xl bg-coral-500/15 text-red-700">
        <ShieldAlert className="size-7" aria-hidden />
      </span>
      <h2 className="text-xl font-semibold text-ink-950">Acesso Restrito</h2>
      <p className="text-sm text-ink-500">Esta área é restrita apenas para administradores.</p>
      <Button asChild variant="outline" size="sm" className="mt-2">
        <Link to="/admin">Voltar ao painel</Link>
      </Button>
    </div>
  );
}
