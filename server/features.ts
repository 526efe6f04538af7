import { analyticsFeature } from "../app/features/analytics/feature.server.ts";
import { auditFeature } from "../app/features/audit/feature.server.ts";
import { isAuditAction } from "../app/features/audit/index.ts";
import { authFeature } from "../app/features/auth/feature.server.ts";
import { backupFeature } from "../app/features/backup/feature.server.ts";
import { consentFeature } from "../app/features/consent/feature.server.ts";
import { contactFeature } from "../app/features/contact/feature.server.ts";
import { contentFeature } from "../app/features/content/feature.server.ts";
import { formsFeature } from "../app/features/forms/feature.server.ts";
import { homeFeature } from "../app/features/home/feature.server.ts";
import { legalFeature } from "../app/features/legal/feature.server.ts";
import { mailFeature } from "../app/features/mail/feature.server.ts";
import { mediaFeature } from "../app/features/media/feature.server.ts";
import { newsletterFeature } from "../app/features/newsletter/feature.server.ts";
import { portfolioFeature } from "../app/features/portfolio/feature.server.ts";
import { privacyFeature } from "../app/features/privacy/feature.server.ts";
import { testimonialsFeature } from "../app/features/testimonials/feature.server.ts";
import { usersFeature } from "../app/features/users/feature.server.ts";
import { cachePoliciesFor } from "./cache/cache-policy.ts";
import type { Config } from "./config.server.ts";
import type { Feature } from "./http/feature.ts";
import type { ScheduledJob } from "./jobs/scheduler.ts";
import { declaredEndpoints } from "./openapi.ts";

/** Every feature the server mounts, documents and caches: a new feature is one line here. */
export const features: Feature[] = [
  authFeature,
  auditFeature,
  usersFeature,
  homeFeature,
  portfolioFeature,
  mediaFeature,
  testimonialsFeature,
  contactFeature,
  newsletterFeature,
  formsFeature,
  consentFeature,
  privacyFeature,
  legalFeature,
  contentFeature,
  backupFeature,
  mailFeature,
  analyticsFeature,
];

/**
 * The routes whose successful calls go into the activity log, as the API router mounts them
 * (under /api, with :params). An action the log does not know stops the start: a typo would
 * otherwise record nothing readable.
 */
export function auditedRoutes(list: readonly Feature[]) {
  return Object.entries(declaredEndpoints(list)).flatMap(([key, doc]) => {
    if (!doc.audit) return [];
    if (!isAuditAction(doc.audit)) throw new Error(`${key}: unknown audit action ${doc.audit}`);
    const [method, path] = key.split(" ") as [string, string];
    const mounted = path.replace(/^\/api/, "").replace(/\{(\w+)\}/g, ":$1");
    return [{ method, path: mounted, action: doc.audit }];
  });
}

/** The routes that take a multipart upload instead of JSON, as the request path shows them. */
export function uploadRoutes(list: readonly Feature[]) {
  return Object.entries(declaredEndpoints(list)).flatMap(([key, doc]) => {
    if (!doc.upload) return [];
    const [method, path] = key.split(" ") as [string, string];
    if (path.includes("{")) throw new Error(`${key}: an upload route takes no path parameter`);
    return [{ method, path }];
  });
}

/** The scheduled work of every feature under this configuration. */
export function scheduledJobsFor(config: Config): ScheduledJob[] {
  return features.flatMap((feature) => feature.jobs?.(config) ?? []);
}

/** Which requests the public cache answers, and which answers nobody may keep. */
export const cachePolicies = cachePoliciesFor(features);
