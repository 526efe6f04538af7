import { randomBytes } from "node:crypto";
import { getCookie, setCookie } from "hono/cookie";
import { z } from "zod";
import { siteLanguages } from "../../../db/value-lists.ts";
import { clientIp } from "../../../server/http/client-ip.ts";
import { endpoint } from "../../../server/http/endpoint.ts";
import { isSecureRequest } from "../../../server/http/session.ts";
import { HttpError } from "../../lib/http-error.ts";
import { answersLocale } from "../../lib/site-facts.ts";
import { privacyPolicyInForce } from "../legal/index.server.ts";
import { consentValues } from "./consent.ts";
import { recordConsent } from "./consent-records.server.ts";
import { consentRecordedSchema } from "./responses.ts";

/** The consent cookie: an anonymous id that ties a visitor's choices together, nothing else. */
const CONSENT_ID_COOKIE = "consent_id";
const idPattern = /^[A-Za-z0-9_-]{22}$/;
const YEAR_SECONDS = 365 * 24 * 60 * 60;

export const consentChoiceSchema = z.object({
  choice: z.enum(consentValues, { error: "Escolha de cookies inválida" }),
  /**
   * The language of the page the notice was on: the policy it linked is that language's
   * (pt-BR by default). One this server does not answer (SITE_LOCALES) is refused.
   */
  locale: z.enum(siteLanguages, { error: "Idioma inválido" }).default("pt-BR"),
});

/**
 * POST /api/consent: the cookie notice's choice, kept server-side as proof (LGPD art. 8 §2) with
 * the policy version shown, under the anonymous id of the visitor's consent cookie (made on the
 * first choice). Withdrawing is the same call with 'essential-only'.
 */
export const consentEndpoints = {
  "POST /consent": endpoint(
    {
      summary: "Registrar a escolha de cookies (prova de consentimento)",
      access: "public",
      body: consentChoiceSchema,
      response: consentRecordedSchema,
      status: 201,
      limit: "consent",
    },
    async ({ body: { choice, locale } }, c, { config }) => {
      if (!answersLocale(config.site, locale)) {
        throw new HttpError(400, "Idioma inválido");
      }
      const policyVersion = await privacyPolicyInForce(c.var.db, config, locale);
      const ip = clientIp(c, config.trustProxy);
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
      return { choice, policyVersion };
    },
  ),
};
