import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Laptop, LogOut } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { ListLoadError, ListLoading } from "../../../components/ui/list-states.tsx";
import { toast } from "../../../components/ui/toaster.tsx";
import { formatDateTime } from "../../../lib/format-date.ts";
import { accountTexts as texts } from "../account-texts.ts";
import { usersApi } from "../api.ts";
import { AccountSection } from "./account-section.tsx";

const accountQuery = usersApi.query("GET /account", {});
export const accountKey = accountQuery.queryKey;

/** 'Sessões ativas' on /admin/conta, with 'Encerrar outras sessões' (docs/product.md#account). */
export function AccountSessions() {
  const queryClient = useQueryClient();
  const account = useQuery(accountQuery);
  const endOthers = useMutation({
    mutationFn: () => usersApi.call("POST /account/sessions/end-others", {}),
    onSuccess: ({ ended }) => toast({ title: texts.endOthersDone(ended) }),
    onError: (error) =>
      toast({ title: "Erro", description: error.message, variant: "destructive" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKey }),
  });
  const others = account.data?.sessions.filter((session) => !session.current).length ?? 0;

  return (
    <AccountSection
      icon={<Laptop className="size-5" aria-hidden />}
      title={texts.sessionsTitle}
      intro={texts.sessionsIntro}
    >
      {account.isPending ? (
        <ListLoading label="Carregando sessões..." />
      ) : account.isError ? (
        <ListLoadError
          title="Não foi possível carregar as sessões."
          error={account.error}
          onRetry={() => account.refetch()}
        />
      ) : (
        <>
          <ul className="divide-y divide-ink-100">
            {account.data.sessions.map((session) => (
              <li
                key={`${session.createdAt}-${session.lastSeenAt}-${session.device}`}
                className="flex flex-wrap items-center justify-between gap-2 py-3"
              >
                <div className="min-w-0">
                  <p className="font-medium text-ink-900" title={session.userAgent ?? undefined}>
                    {session.device}
                  </p>
                  <p className="text-sm text-ink-500">
                    {texts.lastSeen(formatDateTime(session.lastSeenAt))}
                  </p>
                </div>
                {session.current && (
                  <span className="rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-medium text-emerald-800">
                    {texts.thisSession}
                  </span>
                )}
              </li>
            ))}
          </ul>
          {others === 0 && <p className="mt-2 text-sm text-ink-500">{texts.noOtherSessions}</p>}
          <Button
            type="button"
            variant="outline"
            className="mt-4"
            onClick={() => endOthers.mutate()}
            disabled={others === 0 || endOthers.isPending}
          >
            <LogOut className="size-4" aria-hidden />
            {endOthers.isPending ? "Encerrando..." : texts.endOthers}
          </Button>
        </>
      )}
    </AccountSection>
  );
}
