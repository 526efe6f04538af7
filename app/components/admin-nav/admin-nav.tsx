import { Menu, X } from "lucide-react";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { cn } from "../../lib/cn.ts";
import type { SessionUser } from "../../lib/session-user.ts";
import { useSiteFacts } from "../../lib/site-facts.ts";
import { SiteLogoMark } from "../layout/site-logo.tsx";
import { type AdminNavGroup, adminNavFor, currentNavItem } from "./admin-nav-items.ts";

const label = "Menu do painel";

/**
 * The back office's navigation (docs/product.md#admin-navigation): every screen the role may
 * open, the current one marked. A sidebar from 1440 px (90rem), where the screen beside it keeps
 * the 1200 px the widest list (Mensagens) needs with every column; below, a bar with a 'Menu'
 * button that opens the same list
 * under it (a disclosure: the list pushes the screen down, Escape closes it and gives the focus
 * back to the button, choosing an entry closes it). Only one of the two is displayed at a time,
 * so the page has one navigation landmark of this name.
 */
export function AdminNav({ role }: { role: SessionUser["role"] }) {
  const groups = adminNavFor(role);
  return (
    <>
      <AdminMenuBar groups={groups} />
      <AdminSidebar groups={groups} />
    </>
  );
}

function Brand({ compact }: { compact?: boolean }) {
  const site = useSiteFacts();
  return (
    <span className="flex min-w-0 items-center gap-2.5">
      <SiteLogoMark className={compact ? "size-8" : "size-9"} />
      <span className="grid min-w-0 leading-tight">
        <span className="truncate font-display text-sm font-semibold text-white">{site.name}</span>
        <span className="text-xs text-ink-300">Painel administrativo</span>
      </span>
    </span>
  );
}

function AdminSidebar({ groups }: { groups: AdminNavGroup[] }) {
  return (
    // The column is dark all the way down; the menu in it stays in view as the screen scrolls.
    <div className="hidden bg-ink-950 min-[90rem]:block">
      <nav
        aria-label={label}
        className="sticky top-0 flex max-h-dvh flex-col gap-8 overflow-y-auto px-4 py-6"
      >
        <div className="px-2">
          <Brand />
        </div>
        <NavGroups groups={groups} />
      </nav>
    </div>
  );
}

function AdminMenuBar({ groups }: { groups: AdminNavGroup[] }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  // Closed again whenever the screen changes, whichever way it changed (an entry, back, a link).
  const { pathname } = useLocation();
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !open) return;
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };

  return (
    <nav aria-label={label} className="bg-ink-950 min-[90rem]:hidden" onKeyDown={closeOnEscape}>
      <div className="flex items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <Brand compact />
        <button
          ref={button}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((was) => !was)}
          className="inline-flex h-10 shrink-0 items-center gap-2 rounded-full border border-white/15 px-4 text-sm font-medium text-white transition-colors hover:bg-white/10"
        >
          {open ? <X className="size-4" aria-hidden /> : <Menu className="size-4" aria-hidden />}
          Menu
        </button>
      </div>
      <div id={panelId} hidden={!open} className="border-t border-white/10 px-4 pt-4 pb-5 sm:px-6">
        <NavGroups groups={groups} onChoose={() => setOpen(false)} />
      </div>
    </nav>
  );
}

function NavGroups({ groups, onChoose }: { groups: AdminNavGroup[]; onChoose?: () => void }) {
  const { pathname } = useLocation();
  const current = currentNavItem(groups, pathname);
  return (
    <div className="grid gap-6">
      {groups.map((group, index) => {
        // The group's title is read before its entries; it names no element, so a label search
        // for 'Ação' on a screen does not find 'Administração'.
        return (
          <div key={group.label ?? index} className="grid gap-2">
            {group.label && (
              <p className="px-3 text-[0.6875rem] font-semibold tracking-widest text-ink-300 uppercase">
                {group.label}
              </p>
            )}
            <ul className="grid gap-1">
              {group.items.map((item) => {
                const Icon = item.icon;
                const here = current === item;
                // The screen itself is the page; a screen under it (the project form) is within it.
                const exact = here && pathname.replace(/\/+$/, "") === item.to;
                return (
                  <li key={item.to}>
                    <Link
                      to={item.to}
                      onClick={onChoose}
                      aria-current={here ? (exact ? "page" : "true") : undefined}
                      className={cn(
                        "flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium transition-colors",
                        here
                          ? "bg-white/10 text-white"
                          : "text-ink-300 hover:bg-white/5 hover:text-white",
                      )}
                    >
                      <Icon
                        className={cn("size-[1.125rem] shrink-0", here ? "text-lime-400" : "")}
                        aria-hidden
                      />
                      {item.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
