import type { PrivacyRequestType } from "./types.ts";

/** pt-BR words of /admin/privacidade (docs/product.md#privacy). */
export const requestTypeLabels: Record<PrivacyRequestType, string> = {
  access: "Acesso aos dados",
  correction: "Correção",
  portability: "Portabilidade",
  erasure: "Eliminação",
  information: "Informação sobre o uso",
};

const consentSources: Record<string, string> = {
  cookies: "Aviso de cookies",
  newsletter: "Newsletter",
  testimonial: "Depoimento",
  contact: "Formulário de contato",
};

const consentChoices: Record<string, string> = {
  accepted: "aceitou todos os cookies",
  "essential-only": "apenas cookies essenciais",
  subscribed: "pediu a inscrição",
  confirmed: "confirmou a inscrição",
  submitted: "enviou ciente da política",
};

/** A consent record as staff and the data subject read it: "Newsletter: confirmou a inscrição". */
export function consentLabel(consent: { source: string; choice: string }): string {
  const source = consentSources[consent.source] ?? consent.source;
  return `${source}: ${consentChoices[consent.choice] ?? consent.choice}`;
}

const testimonialStatuses: Record<string, string> = {
  approved: "Publicado",
  pending: "Pendente",
  rejected: "Rejeitado",
};

export const testimonialStatusLabel = (status: string) => testimonialStatuses[status] ?? status;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What an erasure will do, said before it is confirmed. */
export function erasureSummary(counts: {
  messages: number;
  publicTestimonials: number;
  otherTestimonials: number;
  subscribers: number;
  consents: number;
}): string {
  const parts = [
    counts.messages && plural(counts.messages, "mensagem de contato", "mensagens de contato"),
    counts.otherTestimonials &&
      plural(counts.otherTestimonials, "depoimento não publicado", "depoimentos não publicados"),
    counts.subscribers &&
      plural(counts.subscribers, "inscrição na newsletter", "inscrições na newsletter"),
    counts.consents &&
      plural(counts.consents, "registro de consentimento", "registros de consentimento"),
  ].filter(Boolean);
  const removed =
    parts.length > 0 ? `Serão excluídos: ${parts.join(", ")}.` : "Nada será excluído.";
  const kept = counts.publicTestimonials
    ? ` ${plural(counts.publicTestimonials, "depoimento publicado será anonimizado", "depoimentos publicados serão anonimizados")} (exibido como 'Cliente', sem empresa e sem e-mail).`
    : "";
  return `${removed}${kept} Esta ação não pode ser desfeita.`;
}
