import type { z } from "zod";
import type { auditEntrySchema } from "./responses.ts";

/**
 * What the activity log records (docs/product.md#audit), with the pt-BR words `/admin/atividade`
 * shows. Isomorphic: the screen's action filter lists these.
 */
export const auditActions = {
  "auth.sign_in": "Entrou no painel",
  "auth.sign_in_failed": "Tentativa de entrada recusada",
  "auth.sign_out": "Saiu do painel",
  "auth.password_forgot": "Pediu um link para redefinir a senha",
  "auth.password_reset": "Redefiniu a senha por um link enviado por e-mail",
  "account.update": "Alterou o próprio nome ou e-mail",
  "account.password": "Trocou a própria senha",
  "account.end_sessions": "Encerrou as próprias outras sessões",
  "user.create": "Criou um usuário",
  "user.delete": "Excluiu um usuário",
  "user.reset_password": "Redefiniu a senha de um usuário",
  "project.create": "Criou um projeto",
  "project.update": "Alterou um projeto",
  "project.feature": "Mudou o destaque de um projeto",
  "project.activate": "Ativou ou desativou um projeto",
  "project.reorder": "Reordenou o portfólio",
  "project.delete": "Excluiu um projeto",
  "project.image_add": "Adicionou uma imagem a um projeto",
  "project.image_remove": "Removeu uma imagem de um projeto",
  "media.upload": "Enviou uma imagem à biblioteca",
  "media.update": "Alterou o texto alternativo de uma imagem",
  "media.delete": "Excluiu uma imagem da biblioteca",
  "testimonial.moderate": "Moderou um depoimento",
  "testimonial.feature": "Mudou o destaque de um depoimento",
  "testimonial.delete": "Excluiu um depoimento",
  "message.read": "Marcou uma mensagem como lida",
  "message.not_spam": "Moveu uma mensagem do spam para a caixa de entrada",
  "message.update": "Alterou o andamento de um contato",
  "message.note": "Anotou em um contato",
  "message.reply": "Respondeu a um contato por e-mail",
  "message.template_create": "Criou um modelo de resposta",
  "message.template_update": "Alterou um modelo de resposta",
  "message.template_delete": "Excluiu um modelo de resposta",
  "subscriber.remove": "Removeu um assinante da newsletter",
  "newsletter.export": "Exportou o CSV da newsletter",
  "newsletter.copy_emails": "Copiou os e-mails da newsletter",
  "backup.download": "Baixou um backup",
  "backup.run": "Fez um backup",
  "mail.test": "Enviou um e-mail de teste",
  "mail.resend": "Reenviou um e-mail que falhou",
  "privacy.search": "Buscou os dados de um titular",
  "privacy.export": "Exportou os dados de um titular",
  "privacy.correct": "Corrigiu um dado pessoal",
  "privacy.erase": "Eliminou os dados de um titular",
  "privacy.request": "Registrou uma solicitação de titular",
  "privacy.request_update": "Atualizou uma solicitação de titular",
  "retention.purge": "Limpeza automática de dados vencidos",
  "content.save": "Salvou o rascunho de um conteúdo do site",
  "content.publish": "Publicou ou agendou um conteúdo do site",
  "content.cancel_schedule": "Cancelou a publicação agendada de um conteúdo",
  "content.restore": "Restaurou uma versão anterior no rascunho de um conteúdo",
} as const;

export type AuditAction = keyof typeof auditActions;

export function isAuditAction(value: string): value is AuditAction {
  return Object.hasOwn(auditActions, value);
}

export function auditActionLabel(action: string): string {
  return (auditActions as Record<string, string>)[action] ?? action;
}

/** One entry as GET /api/admin/audit answers it. */
export type AuditEntry = z.output<typeof auditEntrySchema>;
