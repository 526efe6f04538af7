import type { ContactMessage } from "./types.ts";

/**
 * Where a lead came from, in one pt-BR line (docs/product.md#analytics): its visitor's first page
 * view of the day, found without a cookie; 'não registrada' when none was counted.
 */
export function leadSourceText(source: ContactMessage["source"]): string {
  if (!source) return "não registrada";
  const campaign = [source.utmSource, source.utmMedium, source.utmCampaign]
    .filter(Boolean)
    .join(" / ");
  return [
    source.referrer ?? "acesso direto",
    ...(campaign ? [`campanha ${campaign}`] : []),
    `entrou por ${source.landingPath}`,
  ].join(" · ");
}
