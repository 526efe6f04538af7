import { z } from "zod";
import { requiredText, text } from "../../lib/schema-helpers.ts";

export const loginSchema = z.object({
  username: requiredText("Usuário é obrigatório", 100),
  // Passwords are never trimmed: spaces are part of them.
  password: text("Senha é obrigatória", { trim: false }).min(1, "Senha é obrigatória").max(200),
});

export type LoginInput = z.infer<typeof loginSchema>;
