import type { Role } from "../../db/schema.ts";

/** The signed-in user as the server and the screens see it: never the password hash. */
export interface SessionUser {
  id: number;
  username: string;
  fullName: string;
  role: Role;
  /** Where 'Esqueci minha senha' and the test mail go; null until the person sets one. */
  email: string | null;
  createdAt: string;
}
