import { formatDateTime } from "../../lib/format-date.ts";
import { localeNamesInPortuguese } from "../../lib/locale.ts";
import { leadSourceText, leadStatusLabels } from "../contact/index.server.ts";
import { consentLabel, testimonialStatusLabel } from "./texts.ts";
import type { FoundLeadEvent, SubjectData } from "./types.ts";

const escapeHtml = (value: unknown) =>
  String(value ?? "—").replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!,
  );

function table<Row extends object>(
  title: string,
  rows: Row[],
  labels: Partial<Record<keyof Row, string>>,
) {
  if (rows.length === 0) return `<h2>${title}</h2><p>Nenhum registro.</p>`;
  const keys = Object.keys(labels) as (keyof Row)[];
  const head = keys.map((key) => `<th>${labels[key]}</th>`).join("");
  const body = rows
    .map((row) => `<tr>${keys.map((key) => `<td>${escapeHtml(row[key])}</td>`).join("")}</tr>`)
    .join("");
  return `<h2>${title}</h2><table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

const when = <T extends { createdAt: string }>(rows: T[]) =>
  rows.map((row) => ({ ...row, createdAt: formatDateTime(row.createdAt) }));

const leadEventKindLabels: Record<FoundLeadEvent["kind"], string> = {
  note: "Nota da equipe",
  reply: "Resposta por e-mail",
  status: "Mudança de situação",
};

/** One timeline entry as a row: what it was, about which message, and what it said. */
function leadEventRow(event: FoundLeadEvent, data: SubjectData) {
  const subject = data.messages.find((m) => m.id === event.messageId)?.subject;
  const change =
    event.kind === "status" && event.toStatus
      ? `${event.fromStatus ? leadStatusLabels[event.fromStatus] : "—"} → ${leadStatusLabels[event.toStatus]}${event.body ? `: ${event.body}` : ""}`
      : event.body;
  return {
    createdAt: event.createdAt,
    subject,
    kind: leadEventKindLabels[event.kind],
    change,
    authorName: event.authorName,
  };
}

/**
 * The readable copy of a data-subject export (LGPD art. 18 II): one self-contained pt-BR page a
 * person can open anywhere, beside the machine-readable JSON.
 */
export function subjectDataHtml(
  data: SubjectData,
  agency: string,
  generatedAt = new Date(),
): string {
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>Seus dados na ${escapeHtml(agency)}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#111}
table{border-collapse:collapse;width:100%;margin-bottom:1.5rem}th,td{border:1px solid #ccc;padding:.4rem;text-align:left;vertical-align:top}
th{background:#f3f3f3}h2{margin-top:2rem}</style></head><body>
<h1>Dados pessoais de ${escapeHtml(data.email)}</h1>
<p>Relatório gerado por ${escapeHtml(agency)} em ${escapeHtml(formatDateTime(generatedAt))}, em resposta a uma solicitação feita com base na LGPD (Lei nº 13.709/2018, art. 18).</p>
${table("Mensagens de contato", when(data.messages.map((m) => ({ ...m, language: localeNamesInPortuguese[m.language], status: leadStatusLabels[m.status], source: leadSourceText(m.source) }))), { createdAt: "Recebida em", name: "Nome", email: "E-mail", phone: "Telefone", projectType: "Tipo de projeto", subject: "Assunto", message: "Mensagem", language: "Idioma", status: "Situação", lostReason: "Motivo da perda", source: "Origem" })}
${table("Andamento das mensagens", when(data.leadEvents.map((e) => leadEventRow(e, data))), { createdAt: "Em", subject: "Mensagem", kind: "Registro", change: "Conteúdo", authorName: "Por" })}
${table("Depoimentos", when(data.testimonials.map((t) => ({ ...t, status: testimonialStatusLabel(t.status) }))), { createdAt: "Enviado em", clientName: "Nome", clientEmail: "E-mail", companyName: "Empresa", projectType: "Tipo de projeto", rating: "Nota", content: "Depoimento", status: "Situação" })}
${table("Newsletter", when(data.subscribers.map((s) => ({ ...s, active: s.active ? "Ativa" : "Cancelada" }))), { createdAt: "Inscrição em", email: "E-mail", name: "Nome", active: "Assinatura" })}
${table("Consentimentos registrados", when(data.consents.map((c) => ({ ...c, choice: consentLabel(c) }))), { createdAt: "Em", choice: "Escolha", policyVersion: "Versão da política", ip: "Endereço IP" })}
${table("Contas da equipe", data.users, { username: "Usuário", fullName: "Nome", email: "E-mail", role: "Função" })}
</body></html>
`;
}
