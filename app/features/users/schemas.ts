import { z } from "zod";
import { requiredText, text } from "../../lib/schema-helpers.ts";

export const roles = ["admin", "editor"] as const;
export const roleLabels: Record<(typeof roles)[number], string> = {
  admin: "Administrador",
  editor: "Editor",
};

const passwordMessage = "A senha deve ter pelo menos 6 caracteres";
// Never trimmed: spaces are part of a password.
const password = text(passwordMessage, { trim: false })
  .min(6, passwordMessage)
  .max(200, "A senha deve ter no máximo 200 caracteres");
const mismatch = { message: "As senhas não coincidem", path: ["confirmPassword"] };

/** POST /api/register: what the server takes. */
export const registerSchema = z.object({
  fullName: requiredText("Nome completo é obrigatório", 100),
  username: requiredText("Nome de usuário é obrigatório", 100).regex(
    /^[\w.@-]+$/,
    "Use apenas letras, números, ponto, hífen, @ e sublinhado",
  ),
  password,
  role: z.enum(roles, { error: "Função deve ser admin ou editor" }).default("admin"),
});

/** The add-user dialog: the same fields plus the confirmation, which is never sent. */
export const newUserFormSchema = registerSchema
  .extend({ confirmPassword: z.string(), role: z.enum(roles) })
  .refine((v) => v.password === v.confirmPassword, mismatch);

export const resetPasswordSchema = z.object({ password });

export const resetPasswordFormSchema = resetPasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, mismatch);

export type RegisterInput = z.infer<typeof registerSchema>;
