import type { SessionUser } from "../../lib/session-user.ts";

/** One signed-in browser of the account, as /admin/conta lists it. */
interface AccountSession {
  device: string;
  userAgent: string | null;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

/** GET /api/account. */
export interface Account {
  user: SessionUser;
  sessions: AccountSession[];
}
