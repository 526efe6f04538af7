import { Copy, Download, RefreshCw } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { toast } from "../../../components/ui/toaster.tsx";
import { csvFileName, subscribersCsv } from "../csv.ts";
import type { Subscriber } from "../types.ts";

/** Clipboard API first; the old execCommand path covers pages served over plain HTTP. */
async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // denied: try the fallback below
    }
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.append(area);
  area.select();
  const copied = document.execCommand("copy");
  area.remove();
  if (!copied) throw new Error("copy refused");
}

function download(content: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([content], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Let the browser start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** SPEC 2.6 quick actions: copy the e-mails, export the CSV, refresh. Active subscribers only. */
export function AdminNewsletterActions({
  subscribers,
  onRefresh,
  refreshing,
}: {
  subscribers: Subscriber[];
  onRefresh: () => void;
  refreshing: boolean;
}) {
  const active = subscribers.filter((s) => s.active);

  const copyEmails = async () => {
    try {
      await copyText(active.map((s) => s.email).join(", "));
      toast({
        title: "Emails copiados",
        description: `${plural(active.length, "email copiado", "emails copiados")} para a área de transferência.`,
      });
    } catch {
      toast({
        title: "Erro ao copiar",
        description: "Não foi possível copiar os emails para a área de transferência.",
        variant: "destructive",
      });
    }
  };

  const exportCsv = () => {
    download(subscribersCsv(active), csvFileName());
    toast({
      title: "Exportação concluída",
      description: `${plural(active.length, "assinante exportado", "assinantes exportados")} para CSV.`,
    });
  };

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" onClick={copyEmails} disabled={active.length === 0}>
        <Copy className="size-4" aria-hidden />
        Copiar Emails
      </Button>
      <Button variant="outline" size="sm" onClick={exportCsv} disabled={active.length === 0}>
        <Download className="size-4" aria-hidden />
        Exportar CSV
      </Button>
      <Button variant="outline" size="sm" onClick={onRefresh} disabled={refreshing}>
        <RefreshCw className={refreshing ? "size-4 animate-spin" : "size-4"} aria-hidden />
        Atualizar Lista
      </Button>
    </div>
  );
}
