import type { Db } from "../../../db/client.server.ts";
import type { Config } from "../../../server/config.server.ts";
import { publishedRevision } from "../content/index.server.ts";
import { privacyPolicyVersion } from "./policy-version.ts";

/** The version of the privacy policy visitors are shown now: the published document's. */
export async function privacyPolicyInForce(db: Db, config: Pick<Config, "site">): Promise<string> {
  const { id, data } = await publishedRevision(db, config, "privacy");
  return privacyPolicyVersion(config.site.privacy, { revision: id, lastUpdated: data.lastUpdated });
}
