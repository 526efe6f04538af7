import { asc, eq, sql } from "drizzle-orm";
import { type Db, transaction } from "../../../db/client.server.ts";
import { replyTemplates } from "../../../db/schema.ts";
import { HttpError } from "../../lib/http-error.ts";
import type { ReplyTemplate } from "./types.ts";

export const templateNotFoundMessage = "Modelo de resposta não encontrado";

type Row = typeof replyTemplates.$inferSelect;
type TemplateFields = { title: string; body: string };

const toJson = (row: Row): ReplyTemplate => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * 'Modelos de resposta' (docs/product.md#lead-pipeline): texts the reply composer starts from,
 * `{nome}` and `{assunto}` filled in with the lead's. The migration writes pt-BR defaults.
 */
/** The templates an install starts with (the same texts as migration 0019 gave installs in use). */
export const defaultReplyTemplates: TemplateFields[] = [
  {
    title: "Primeiro contato",
    body: 'Olá, {nome}! Tudo bem?\n\nRecebemos sua mensagem sobre "{assunto}" e agradecemos o interesse. Gostaria de entender melhor o seu projeto: qual o melhor horário para conversarmos?\n\nAbraços,',
  },
  {
    title: "Envio de proposta",
    body: "Olá, {nome}!\n\nConforme conversamos, segue a nossa proposta para o projeto. Fico à disposição para tirar qualquer dúvida e ajustar o que for preciso.\n\nAbraços,",
  },
  {
    title: "Acompanhamento",
    body: "Olá, {nome}! Tudo bem?\n\nPassando para saber se você teve a oportunidade de avaliar a nossa proposta. Se preferir, podemos marcar uma conversa rápida para esclarecer os detalhes.\n\nAbraços,",
  },
];

/**
 * Writes the default templates into a new install, at its first start (with the first admin):
 * a migration cannot, since a restore needs the freshly migrated database empty.
 */
export function addDefaultReplyTemplates(db: Db): Promise<void> {
  return transaction(db, async (tx) => {
    // Instances starting together on a new database each think they made the first admin.
    await tx.execute(sql`select pg_advisory_xact_lock(${DEFAULTS_LOCK_KEY})`);
    const [existing] = await tx.select({ id: replyTemplates.id }).from(replyTemplates).limit(1);
    if (!existing) await tx.insert(replyTemplates).values(defaultReplyTemplates);
  });
}

// Any constant, distinct from the migrations' lock.
const DEFAULTS_LOCK_KEY = 727_014;

export async function listReplyTemplates(db: Db): Promise<ReplyTemplate[]> {
  const rows = await db
    .select()
    .from(replyTemplates)
    .orderBy(asc(replyTemplates.title), asc(replyTemplates.id));
  return rows.map(toJson);
}

export async function createReplyTemplate(db: Db, fields: TemplateFields): Promise<ReplyTemplate> {
  const [row] = await db.insert(replyTemplates).values(fields).returning();
  return toJson(row!);
}

export async function updateReplyTemplate(
  db: Db,
  id: number,
  fields: TemplateFields,
): Promise<ReplyTemplate> {
  const [row] = await db
    .update(replyTemplates)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(replyTemplates.id, id))
    .returning();
  if (!row) throw new HttpError(404, templateNotFoundMessage);
  return toJson(row);
}

export async function deleteReplyTemplate(db: Db, id: number): Promise<{ id: number }> {
  const [row] = await db
    .delete(replyTemplates)
    .where(eq(replyTemplates.id, id))
    .returning({ id: replyTemplates.id });
  if (!row) throw new HttpError(404, templateNotFoundMessage);
  return row;
}
