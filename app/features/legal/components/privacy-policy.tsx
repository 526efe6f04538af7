import type { ReactNode } from "react";
import { type Locale, sayIn } from "../../../lib/locale.ts";
import { retentionPeriods } from "../../../lib/retention-periods.ts";
import type { SiteFacts } from "../../../lib/site-facts.ts";
import { m } from "../../../paraglide/messages.js";
import type { PrivacySlot } from "../legal-page.ts";
import { type LegalSection, LegalTable } from "./legal-document.tsx";

/** A period in days as a person says it: "30 dias", "1 ano", "2 anos"; "30 days", "1 year". */
export function days(count: number, locale: Locale): string {
  if (count % 365 === 0) {
    return count === 365
      ? m.privacy_period_year({}, { locale })
      : m.privacy_period_years({ count: count / 365 }, { locale });
  }
  return count === 1
    ? m.privacy_period_day({}, { locale })
    : m.privacy_period_days({ count }, { locale });
}

/**
 * The privacy policy's sections that state the configuration (docs/architecture.md#content): the
 * purposes and their legal bases, the retention periods, who data is shared with and the cookies,
 * with the visitor's own cookie choice. Not editable: the published document marks where each
 * goes, and the rest of the policy is its text, under the LGPD (Lei nº 13.709/2018). Written in
 * the page's locale (docs/architecture.md#locales); the facts they state are the same in every
 * one, and so is the policy's version (`policy-version.ts`).
 */
export function privacyPolicySlots(
  site: SiteFacts,
  locale: Locale,
  cookieControl?: ReactNode,
): Record<PrivacySlot, LegalSection> {
  const policy = site.privacy;
  const say = sayIn(locale);
  const period = (count: number) => days(count, locale);

  return {
    finalidades: {
      id: "finalidades",
      title: say(m.privacy_purposes_title),
      body: (
        <>
          <p>{say(m.privacy_purposes_intro)}</p>
          <LegalTable
            label={say(m.privacy_purposes_table)}
            head={[
              say(m.privacy_purposes_head_purpose),
              say(m.privacy_purposes_head_data),
              say(m.privacy_purposes_head_basis),
            ]}
            rows={[
              [
                say(m.privacy_purpose_contact),
                say(m.privacy_purpose_contact_data),
                say(m.privacy_purpose_contact_basis),
              ],
              [
                say(m.privacy_purpose_testimonial),
                say(m.privacy_purpose_testimonial_data),
                say(m.privacy_purpose_testimonial_basis),
              ],
              [
                say(m.privacy_purpose_authorship),
                say(m.privacy_purpose_authorship_data),
                say(m.privacy_purpose_authorship_basis),
              ],
              [
                say(m.privacy_purpose_newsletter),
                say(m.privacy_purpose_newsletter_data),
                say(m.privacy_purpose_newsletter_basis),
              ],
              [
                say(m.privacy_purpose_security),
                say(m.privacy_purpose_security_data),
                say(m.privacy_purpose_security_basis),
              ],
              [
                say(m.privacy_purpose_essential),
                say(m.privacy_purpose_essential_data),
                say(m.privacy_purpose_essential_basis),
              ],
              [
                say(m.privacy_purpose_ads),
                policy.adsEnabled
                  ? say(m.privacy_purpose_ads_data)
                  : say(m.privacy_purpose_ads_data_unused),
                say(m.privacy_purpose_ads_basis),
              ],
            ]}
          />
        </>
      ),
    },
    retencao: {
      id: "retencao",
      title: say(m.privacy_retention_title),
      body: (
        <>
          <ul>
            <li>
              <strong>{say(m.privacy_retention_messages_label)}</strong>{" "}
              {m.privacy_retention_messages(
                {
                  period: period(policy.retentionMessagesDays),
                  spamPeriod: period(retentionPeriods.spamDays),
                },
                { locale },
              )}
            </li>
            <li>
              <strong>{say(m.privacy_retention_testimonials_label)}</strong>{" "}
              {m.privacy_retention_testimonials(
                { period: period(retentionPeriods.unapprovedTestimonialsDays) },
                { locale },
              )}
            </li>
            <li>
              <strong>{say(m.privacy_retention_newsletter_label)}</strong>{" "}
              {m.privacy_retention_newsletter(
                {
                  period: period(retentionPeriods.unsubscribedDays),
                  pendingPeriod: period(retentionPeriods.pendingSubscriptionDays),
                },
                { locale },
              )}
            </li>
            <li>
              <strong>{say(m.privacy_retention_consents_label)}</strong>{" "}
              {say(m.privacy_retention_consents)}
            </li>
            <li>
              <strong>{say(m.privacy_retention_logs_label)}</strong>{" "}
              {m.privacy_retention_logs({ period: period(retentionPeriods.auditDays) }, { locale })}
            </li>
          </ul>
          <p>{say(m.privacy_retention_deletion)}</p>
        </>
      ),
    },
    compartilhamento: {
      id: "compartilhamento",
      title: say(m.privacy_sharing_title),
      body: (
        <>
          <p>{say(m.privacy_sharing_intro)}</p>
          <ul>
            <li>
              <strong>{say(m.privacy_sharing_whatsapp_label)}</strong>{" "}
              {say(m.privacy_sharing_whatsapp)}
            </li>
            <li>
              <strong>{say(m.privacy_sharing_google_label)}</strong>{" "}
              {policy.adsEnabled
                ? say(m.privacy_sharing_google)
                : say(m.privacy_sharing_google_unused)}
            </li>
            {policy.mailHost && (
              <li>
                <strong>
                  {m.privacy_sharing_mail_label({ host: policy.mailHost }, { locale })}
                </strong>{" "}
                {say(m.privacy_sharing_mail)}
              </li>
            )}
            <li>
              <strong>{say(m.privacy_sharing_infrastructure_label)}</strong>{" "}
              {say(m.privacy_sharing_infrastructure)}
            </li>
            <li>
              <strong>{say(m.privacy_sharing_authorities_label)}</strong>{" "}
              {say(m.privacy_sharing_authorities)}
            </li>
          </ul>
        </>
      ),
    },
    cookies: {
      id: "cookies",
      title: say(m.privacy_cookies_title),
      body: (
        <>
          <p>{say(m.privacy_cookies_intro)}</p>
          <ul>
            <li>
              <strong>{say(m.privacy_cookies_essential_label)}</strong>{" "}
              {say(m.privacy_cookies_essential_before)} <code>cookie-consent</code>{" "}
              {say(m.privacy_cookies_essential_after)}
            </li>
            <li>
              <strong>{say(m.privacy_cookies_marketing_label)}</strong>{" "}
              {policy.adsEnabled
                ? say(m.privacy_cookies_marketing)
                : say(m.privacy_cookies_marketing_unused)}
            </li>
          </ul>
          <p>{say(m.privacy_cookies_change)}</p>
          {cookieControl}
        </>
      ),
    },
  };
}
