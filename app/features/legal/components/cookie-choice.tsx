import { Cookie } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { sayIn, useLocale } from "../../../lib/locale.ts";
import { m } from "../../../paraglide/messages.js";

/** A stored choice, named as the notice's button that made it. */
const choiceLabels: Record<string, typeof m.cookie_accept_all> = {
  accepted: m.cookie_accept_all,
  "essential-only": m.cookie_essential_only,
};

/**
 * Shows the visitor's stored cookie choice and lets them make it again: forgetting the stored
 * value and reloading brings the cookie notice back (and unloads any ads tag already running).
 */
export function CookieChoice({ storageKey }: { storageKey: string }) {
  const locale = useLocale();
  const say = sayIn(locale);
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
          {say(m.cookie_current_choice)}{" "}
          <strong>
            {choice === undefined
              ? "…"
              : choice && choiceLabels[choice]
                ? say(choiceLabels[choice])
                : say(m.cookie_no_choice)}
          </strong>
        </span>
      </p>
      <Button type="button" variant="outline" size="sm" onClick={reset}>
        {say(m.cookie_review)}
      </Button>
    </div>
  );
}
