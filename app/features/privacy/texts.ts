import type { PrivacyRequestType } from "./types.ts";

/** pt-BR words of /admin/privacidade (docs/product.md#privacy). */
export const requestTypeLabels: Record<PrivacyRequestType, string> = {
  access: "Acesso aos dados",
  correction: "Correção",
  portability: "Portabilidade",
  erasure: "Eliminação",
  information: "Informação sobre o uso",
};

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
