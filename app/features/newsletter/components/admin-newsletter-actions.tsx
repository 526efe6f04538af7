import { Copy, Download, RefreshCw } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { toast } from "../../../components/ui/toaster.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { newsletterApi } from "../api.ts";
import { csvFileName } from "../csv.ts";

/** Every active subscriber, as the server streams it (docs/product.md#admin-newsletter). */
async function fetchAll(path: string): Promise<Blob> {
  const response = await fetch(path, { credentials: "include" });
  if (!response.ok) throw new ApiError(response.status, response.statusText);
  return response.blob();
}

/**
 * Clipboard API first, handed the pending download so the copy keeps the click's permission
 * while the list arrives (Safari refuses a write that starts after an await); the old
 * execCommand path covers pages served over plain HTTP.
 */
async function copyFrom(source: Promise<Blob>): Promise<void> {
  if (navigator.clipboard?.write && typeof ClipboardItem !== "undefined") {
    try {
      // The item's type must be exactly the key's, without the server's charset parameter.
      const plain = source.then((blob) => new Blob([blob], { type: "text/plain" }));
      await navigator.clipboard.write([new ClipboardItem({ "text/plain": plain })]);
      return;
    } catch {
      // denied or unsupported: try the paths below
    }
  }
  const text = await (await source).text();
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

function download(content: Blob, fileName: string) {
  const url = URL.createObjectURL(content);
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

/**
 * docs/product.md#back-office quick actions: copy the e-mails, export the CSV, refresh. Every
 * active subscriber, not only the loaded page: the server streams them.
 */
export function AdminNewsletterActions({
  activeCount,
  onRefresh,
  refreshing,
}: {
  activeCount: number;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  const copyEmails = async () => {
    try {
      const emails = fetchAll(newsletterApi.url("GET /admin/newsletter/emails", {}));
      await copyFrom(emails);
      const count = (await (await emails).text()).split(", ").filter(Boolean).length;
      toast({
        title: "Emails copiados",
        description: `${plural(count, "email copiado", "emails copiados")} para a área de transferência.`,
      });
    } catch {
      toast({
        title: "Erro ao copiar",
        description: "Não foi possível copiar os emails para a área de transferência.",
        variant: "destructive",
      });
    }
  };

  const exportCsv = async () => {
    try {
      const csv = await fetchAll(newsletterApi.url("GET /admin/newsletter/export", {}));
      download(csv, csvFileName());
      // The header line is not a subscriber.
      const count = (await csv.text()).split("\n").length - 1;
      toast({
        title: "Exportação concluída",
        description: `${plural(count, "assinante exportado", "assinantes exportados")} para CSV.`,
      });
    } catch {
      toast({
        title: "Erro ao exportar",
        description: "Não foi possível gerar o CSV. Tente novamente.",
        variant: "destructive",
      });
    }
  };

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" onClick={copyEmails} disabled={activeCount === 0}>
        <Copy className="size-4" aria-hidden />
        Copiar Emails
      </Button>
      <Button variant="outline" size="sm" onClick={exportCsv} disabled={activeCount === 0}>
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
