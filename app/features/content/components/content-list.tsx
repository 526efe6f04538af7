import { useQuery } from "@tanstack/react-query";
import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "../../../components/ui/badge.tsx";
import { ListStates } from "../../../components/ui/list-states.tsx";
import { formatDateTime } from "../../../lib/format-date.ts";
import { contentApi } from "../api.ts";
import { notShownOnSite, shownOnSite, statusLabel, statusTone } from "./content-status.ts";

/** docs/product.md#site-content: the site's documents with their state, each opening its form. */
export function ContentList() {
  const list = useQuery(contentApi.query("GET /admin/content", {}));
  return (
    <ListStates
      list={list}
      loading="Carregando conteúdos…"
      failed="Não foi possível carregar os conteúdos."
    >
      <ul className="grid gap-3">
        {(list.data ?? []).map((doc) => (
          <li key={doc.key}>
            <Link
              to={`/admin/conteudo/${doc.key}`}
              className="flex items-center gap-4 rounded-2xl border border-ink-100 bg-white p-4 shadow-sm hover:border-brand-300 focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-brand-100 sm:p-5"
            >
              <div className="grid min-w-0 flex-1 gap-1.5">
                <span className="font-semibold text-ink-900">{doc.title}</span>
                <span className="text-sm text-ink-500">
                  Alterado em {formatDateTime(doc.updatedAt)}
                </span>
                {!shownOnSite.has(doc.key) && (
                  <span className="text-sm text-amber-800">{notShownOnSite}</span>
                )}
              </div>
              <Badge tone={statusTone[doc.status]}>
                {statusLabel(doc.status, doc.scheduledAt)}
              </Badge>
              <ChevronRight className="size-4 shrink-0 text-ink-300" aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
    </ListStates>
  );
}
