import { type ReactNode, useId } from "react";

/** One card of /admin/conta: an icon, a heading and its content. */
export function AccountSection({
  icon,
  title,
  intro,
  children,
}: {
  icon: ReactNode;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-[var(--radius-card)] bg-white p-6 shadow-card">
      <div className="mb-5 flex items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-100 text-brand-700">
          {icon}
        </span>
        <div>
          <h2 id={id} className="text-lg font-semibold text-ink-900">
            {title}
          </h2>
          {intro && <p className="text-sm text-ink-500">{intro}</p>}
        </div>
      </div>
      {children}
    </section>
  );
}
