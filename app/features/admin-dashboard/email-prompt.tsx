import { AtSign } from "lucide-react";
import { Link } from "react-router";
import type { SessionUser } from "../../lib/session-user.ts";
import { dashboardTexts as texts } from "./texts.ts";

/** Who the dashboard asks for an e-mail address (docs/product.md#dashboard). */
export function needsEmailPrompt(user: Pick<SessionUser, "role" | "email">): boolean {
  return user.role === "admin" && !user.email?.trim();
}

/**
 * docs/product.md#dashboard: an admin without an e-mail cannot use 'Esqueci minha senha' (the
 * link has nowhere to go, and an editor's way out, asking an admin, may be no one for the first
 * admin). The dashboard asks for one, pointing at Minha conta, until the account has it: it reads
 * the session user, which Minha conta updates as soon as the address is confirmed.
 */
export function EmailPrompt({ user }: { user: Pick<SessionUser, "role" | "email"> }) {
  if (!needsEmailPrompt(user)) return null;
  return (
    <section
      aria-labelledby="email-prompt-title"
      className="mb-6 flex items-start gap-3 rounded-[var(--radius-card)] border border-brand-400/40 bg-brand-100/60 p-4 text-sm text-ink-900"
    >
      <AtSign className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
      <div className="grid gap-1">
        <h2 id="email-prompt-title" className="font-semibold">
          {texts.emailPromptTitle}
        </h2>
        <p className="text-ink-700">
          {texts.emailPromptBody}{" "}
          <Link
            to="/admin/conta"
            className="font-semibold text-brand-700 underline underline-offset-2"
          >
            {texts.emailPromptLink}
          </Link>
        </p>
      </div>
    </section>
  );
}
