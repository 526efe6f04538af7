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

const emailMessage = "Informe um e-mail válido";
/**
 * A staff member's e-mail: optional (empty or absent is none, stored as null), else a valid
 * address, lower-cased, so one address can belong to one account only whatever its case.
 */
export const optionalEmail = text(emailMessage)
  .max(254, "O e-mail deve ter no máximo 254 caracteres")
  .pipe(z.union([z.literal(""), z.email({ error: emailMessage })]))
  .transform((value) => (value === "" ? null : value.toLowerCase()))
  .nullish()
  .transform((value) => value ?? null);

/** POST /api/register: what the server takes. */
export const registerSchema = z.object({
  fullName: requiredText("Nome completo é obrigatório", 100),
  username: requiredText("Nome de usuário é obrigatório", 100).regex(
    /^[\w.@-]+$/,
    "Use apenas letras, números, ponto, hífen, @ e sublinhado",
  ),
  password,
  role: z.enum(roles, { error: "Função deve ser admin ou editor" }).default("admin"),
  email: optionalEmail,
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

/** POST /api/password/forgot: a username, or the account's e-mail address. */
export const forgotPasswordSchema = z.object({
  username: requiredText("Informe seu usuário ou e-mail", 254),
});

/** POST /api/password/reset: the link's token and the new password. */
export const linkResetSchema = z.object({
  token: text("Link inválido ou expirado").max(200, "Link inválido ou expirado"),
  password,
});

/** The page's form posted without JavaScript: the link's token, the password and its confirmation. */
export const linkResetFormSchema = linkResetSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, mismatch);

/** The password the person signs in with now, as typed (never trimmed). */
const currentPassword = (message: string) =>
  text(message, { trim: false }).min(1, message).max(200, message);

export const currentPasswordForEmailMessage = "Informe a senha atual para alterar o e-mail";

/**
 * PATCH /api/account: the signed-in person's own name and address. `currentPassword` is needed
 * only when the address changes (docs/product.md#account); the server decides that against the
 * stored address, the form against the one it was opened with.
 */
export const accountSchema = z.object({
  fullName: requiredText("Nome completo é obrigatório", 100),
  email: optionalEmail,
  // Empty is absent: the form always sends the field.
  currentPassword: text(currentPasswordForEmailMessage, { trim: false })
    .max(200, currentPasswordForEmailMessage)
    .optional()
    .transform((value) => value || undefined),
});

/** 'Dados da conta': the same fields, the password required once the address differs from `saved`. */
export function accountFormSchema(saved: string | null) {
  return accountSchema.superRefine((value, ctx) => {
    if (value.email !== saved && !value.currentPassword) {
      ctx.addIssue({
        code: "custom",
        path: ["currentPassword"],
        message: currentPasswordForEmailMessage,
      });
    }
  });
}

/** POST /api/account/email/confirm: the token of the link mailed to the new address. */
export const confirmEmailSchema = z.object({
  token: text("Link de confirmação inválido ou expirado").max(
    1000,
    "Link de confirmação inválido ou expirado",
  ),
});

/** POST /api/account/password: the current password proves it is still them. */
export const changePasswordSchema = z.object({
  currentPassword: currentPassword("Informe a senha atual"),
  password,
});

export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, mismatch);

export type AccountInput = z.infer<typeof accountSchema>;
