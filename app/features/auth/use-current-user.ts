import { useOutletContext } from "react-router";
import type { SessionUser } from "../../lib/session-user.ts";

/** The signed-in user, inside the admin layout's guard. */
export function useCurrentUser(): SessionUser {
  return useOutletContext<SessionUser>();
}
