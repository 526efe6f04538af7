import type { Db } from "../../../db/client.server.ts";
import type { Config } from "../../../server/config.server.ts";
import { type ContentLocale, publishedRevision } from "../content/index.server.ts";
import { privacyPolicyVersion } from "./policy-version.ts";

/**
 * The version of the privacy policy visitors of a locale's pages are shown now: that locale's
 * published document (pt-BR's while it has none), whose revision names its text.
 */
export async function privacyPolicyInForce(
  db: Db,
  config: Pick<Config, "site">,
  locale?: ContentLocale,
): Promise<string> {
  const { id, data } = await publishedRevision(db, config, "privacy", locale);
  return privacyPolicyVersion(config.site.privacy, { revision: id, lastUpdated: data.lastUpdated });
}
