import { Cookie } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";

const choiceLabels: Record<string, string> = {
  accepted: "Aceitar Todos",
  "essential-only": "Apenas Essenciais",
};

/**
 * Shows the visitor's stored cookie choice and lets them make it again: forgetting the stored
 * value and reloading brings the cookie notice back (and unloads any ads tag already running).
 */
export function CookieChoice({ storageKey }: { storageKey: string }) {
  // Read after hydration: the server cannot know what this browser stored.
  const [choice, setChoice] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    try {
      setChoice(window.localStorage.getItem(storageKey));
    } catch {
      setChoice(null);
    }
  }, [storageKey]);

  const reset = () => {
    try {
      window.localStorage.removeItem(storageKey);
    } catch {
      // storage blocked: nothing was stored either
    }
    window.location.reload();
  };

  return (
    <div className="mt-6 flex flex-col gap-4 rounded-xl border border-ink-100 bg-ink-50 p-5 sm:flex-row sm:items-center sm:justify-between">
      <p className="mt-0! flex items-center gap-3 text-sm">
        <Cookie className="size-5 shrink-0 text-brand-600" aria-hidden />
        <span aria-live="polite">
          Sua escolha atual:{" "}
          <strong>
            {choice === undefined
              ? "…"
              : choice && choiceLabels[choice]
                ? choiceLabels[choice]
                : "nenhuma escolha registrada"}
          </strong>
        </span>
      </p>
      <Button type="button" variant="outline" size="sm" onClick={reset}>
        Rever minha escolha de cookies
      </Button>
    </div>
  );
}
