import { useQuery } from "@tanstack/react-query";
import { DateField } from "../../../components/ui/date-picker.tsx";
import { Field } from "../../../components/ui/field.tsx";
import { NativeSelect } from "../../../components/ui/native-select.tsx";
import { isoDay } from "../../../lib/format-date.ts";
import { leadSourceText } from "../lead-source.ts";
import { type LeadStatus, leadStatusLabels, leadStatusList } from "../lead-status.ts";
import type { ContactMessage } from "../types.ts";
import { ownersQuery, useLeadUpdate } from "./lead-queries.ts";

/**
 * 'Andamento' in the message's dialog (docs/product.md#lead-pipeline): status, owner and
 * follow-up date, each saved as it is chosen. 'Perdido' asks its reason first (`onLose`).
 */
export function LeadPipelinePanel({
  message,
  onLose,
}: {
  message: ContactMessage;
  onLose: (message: ContactMessage) => void;
}) {
  const owners = useQuery(ownersQuery);
  const update = useLeadUpdate();
  const change = (body: Parameters<typeof update.mutate>[0]["change"]) =>
    update.mutate({ id: message.id, change: body });
  const followUpDay = message.followUpAt ? isoDay(message.followUpAt) : "";

  return (
    <section
      aria-labelledby="lead-pipeline"
      className="grid gap-4 rounded-xl border border-ink-100 p-4"
    >
      <h3 id="lead-pipeline" className="text-sm font-semibold text-ink-950">
        Andamento
      </h3>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id="lead-status" label="Status">
          <NativeSelect
            id="lead-status"
            value={message.status}
            disabled={update.isPending}
            onChange={(event) => {
              const status = event.target.value as LeadStatus;
              if (status === "lost") onLose(message);
              else change({ status });
            }}
          >
            {leadStatusList.map((status) => (
              <option key={status} value={status}>
                {leadStatusLabels[status]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="lead-owner" label="Responsável">
          <NativeSelect
            id="lead-owner"
            value={message.ownerId === null ? "" : String(message.ownerId)}
            disabled={update.isPending || !owners.data}
            onChange={(event) =>
              change({ ownerId: event.target.value ? Number(event.target.value) : null })
            }
          >
            <option value="">Sem responsável</option>
            {owners.data?.map((owner) => (
              <option key={owner.id} value={owner.id}>
                {owner.fullName}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <DateField
          id="lead-follow-up"
          label="Retorno em"
          value={followUpDay}
          clearable
          onChange={(day) => {
            // null: a date being typed; "" cleared; a day once it is a whole, real date.
            if (day === null || day === followUpDay) return;
            change({ followUpAt: day === "" ? null : day });
          }}
        />
      </div>
      {message.status === "lost" && message.lostReason && (
        <p className="text-sm text-ink-700">
          <span className="font-medium">Motivo da perda:</span> {message.lostReason}
        </p>
      )}
      <LeadSourceLine source={message.source} />
    </section>
  );
}

/** Where the lead came from (docs/product.md#analytics). */
function LeadSourceLine({ source }: { source: ContactMessage["source"] }) {
  return (
    <p className="text-sm text-ink-700" data-lead-source>
      <span className="font-medium">Origem:</span> {leadSourceText(source)}
    </p>
  );
}
