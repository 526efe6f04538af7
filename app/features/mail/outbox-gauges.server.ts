import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client.server.ts";
import { mailStatuses } from "../../../db/schema.ts";
import type { Gauge } from "../../../server/http/metrics.ts";

/**
 * The outbox for GET /metrics (docs/product.md#operations): mails by status (`pending` is the
 * depth, `failed` what needs a person), and how long the oldest waiting mail has waited. Shared
 * through the database, so every instance reports the same figures.
 */
export async function outboxGauges(db: Db): Promise<Gauge[]> {
  const result = (await db.execute(sql`
    select status, count(*)::int as count,
           coalesce(extract(epoch from now() - min(created_at)), 0)::float8 as oldest
      from mail_outbox where status <> 'sent' group by status`)) as unknown as {
    rows: { status: string; count: number; oldest: number }[];
  };
  const byStatus = new Map(result.rows.map((row) => [row.status, row]));
  return [
    {
      name: "mail_outbox_messages",
      help: "Mails in the outbox not yet delivered, by status (pending, failed).",
      samples: mailStatuses
        .filter((status) => status !== "sent")
        .map((status) => ({ labels: { status }, value: byStatus.get(status)?.count ?? 0 })),
    },
    {
      name: "mail_outbox_oldest_pending_seconds",
      help: "How long the oldest mail still waiting to be delivered has waited.",
      samples: [{ value: Number(byStatus.get("pending")?.oldest ?? 0) }],
    },
  ];
}
