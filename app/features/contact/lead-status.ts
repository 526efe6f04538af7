import type { LeadStatus } from "../../../db/value-lists.ts";

export type { LeadStatus };

/**
 * Isomorphic: where a lead stands, with the pt-BR words the panel uses, in the order the board
 * shows its columns (docs/product.md#lead-pipeline). Keyed by the table's own vocabulary, so a
 * status added there is a type error here until it has its words.
 */
export const leadStatusLabels: Record<LeadStatus, string> = {
  new: "Novo",
  contacted: "Em contato",
  proposal: "Proposta enviada",
  won: "Ganho",
  lost: "Perdido",
};

export const leadStatusList = Object.keys(leadStatusLabels) as LeadStatus[];

/** Still being worked on: what reminders and 'Para hoje' look at. */
export const openLeadStatuses: readonly LeadStatus[] = ["new", "contacted", "proposal"];
