import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../../../server/http/app-env.ts";
import { clientIp } from "../../../server/http/client-ip.ts";
import { errorForLog } from "../../lib/error-log.ts";
import type { AuditAction } from "./actions.ts";
import { recordAudit } from "./audit.server.ts";

/**
 * Records `action` in the activity log once the route has answered with success for a signed-in
 * staff member, naming who was signed in when it began (a sign-out ends the session on its way) and what it acted on: the
 * words the handler set in `auditTarget`, or the route's ids. Mounted from the route's `audit`
 * in its feature's descriptor (docs/architecture.md#adding-a-feature).
 */
export function auditAction(action: AuditAction, trustProxy: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const actor = c.var.user;
    await next();
    // Staff actions only: an anonymous call (a sign-out without a session) did nothing to log.
    if (c.res.status >= 400 || !actor) return;
    const ids = Object.values(c.req.param() as Record<string, string>).map((id) => `#${id}`);
    try {
      await recordAudit(c.var.db, {
        actor,
        action,
        target: c.get("auditTarget") ?? (ids.length > 0 ? ids.join(" ") : null),
        ip: clientIp(c, trustProxy),
      });
    } catch (error) {
      // The action itself succeeded and its answer stands; the gap is logged for the operator.
      c.var.log.error({ err: errorForLog(error), action }, "activity log entry not written");
    }
  };
}
