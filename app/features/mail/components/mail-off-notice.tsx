import { useQuery } from "@tanstack/react-query";
import { MailWarning } from "lucide-react";
import { Link } from "react-router";
import { mailTexts as texts } from "../texts.ts";
import { mailStatusQuery } from "./mail-settings-section.tsx";

/** The dashboard's warning, for admins, when no notification can leave (production without SMTP_URL). */
export function MailOffNotice() {
  const status = useQuery(mailStatusQuery);
  if (status.data?.mode !== "off") return null;
  return (
    <div
      role="status"
      className="mb-6 flex items-start gap-3 rounded-[var(--radius-card)] border border-amber-200 bg-amber-50 p-4 text-amber-950"
    >
      <MailWarning className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div className="grid gap-1 text-sm">
        <p className="font-semibold">{texts.offTitle}</p>
        <p>
          {texts.offHowTo}{" "}
          <Link to="/admin/configuracoes" className="font-medium underline underline-offset-2">
            Ver configurações
          </Link>
        </p>
      </div>
    </div>
  );
}
