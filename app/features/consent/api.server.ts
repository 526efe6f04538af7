import { randomBytes } from "node:crypto";
import { Hono } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { z } from "zod";
import type { AppEnv } from "../../../server/http/app-env.ts";
import { clientIp } from "../../../server/http/client-ip.ts";
import type { RouterDeps } from "../../../server/http/deps.ts";
import { ok } from "../../../server/http/responses.ts";
import { isSecureRequest } from "../../../server/http/session.ts";
import { parseBody } from "../../../server/http/validation.ts";
import { privacyPolicyVersion } from "../legal/index.ts";
import { consentValues } from "./consent.ts";
import { recordConsent } from "./consent-records.server.ts";

/** The consent cookie: an anonymous id that ties a visitor's choices together, nothing else. */
const CONSENT_ID_COOKIE = "consent_id";
const idPattern = /^[A-Za-z0-9_-]{22}$/;
const YEAR_SECONDS = 365 * 24 * 60 * 60;

export const consentChoiceSchema = z.object({
  choice: z.enum(consentValues, { error: "Escolha de cookies inválida" }),
});

/**
 * POST /api/consent: the cookie notice's choice, kept server-side as proof (LGPD art. 8 §2) with
 * the policy version shown, under the anonymous id of the visitor's consent cookie (made on the
 * first choice). Withdrawing is the same call with 'essential-only'.
 */
export function consentRoutes({ config, limiters }: RouterDeps) {
  const policyVersion = privacyPolicyVersion(config.site.privacy);
  return new Hono<AppEnv>().post("/", async (c) => {
    const ip = clientIp(c, config.trustProxy);
    await limiters.consent.take(ip);
    const { choice } = await parseBody(c, consentChoiceSchema);
    const known = getCookie(c, CONSENT_ID_COOKIE);
    const anonymousId =
      known && idPattern.test(known) ? known : randomBytes(16).toString("base64url");
    await recordConsent(c.var.db, { source: "cookies", choice, policyVersion, anonymousId, ip });
    setCookie(c, CONSENT_ID_COOKIE, anonymousId, {
      httpOnly: true,
      sameSite: "Lax",
      path: "/",
      secure: isSecureRequest(c, {
        production: config.env === "production",
        trustProxy: config.trustProxy,
      }),
      maxAge: YEAR_SECONDS,
    });
    return ok(c, { choice, policyVersion }, 201);
  });
}
