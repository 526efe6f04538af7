/** pt-BR texts of the backup section of /admin/configuracoes and its API. */
export const backupTexts = {
  title: "Backups",
  notConfigured:
    "Backups automáticos desativados: defina BACKUP_DIR (e, se quiser, BACKUP_INTERVAL_HOURS e BACKUP_KEEP) e reinicie o servidor.",
  alreadyRunning: "Um backup já está em andamento. Aguarde alguns instantes.",
  failed: (reason: string) => `O backup falhou: ${reason}`,
  schedule: (everyHours: number, keep: number, dir: string) =>
    `Automático a cada ${everyHours} h, mantendo os ${keep} mais recentes em ${dir}.`,
  backUpNow: "Fazer backup agora",
  backingUp: "Fazendo backup...",
  downloadNow: "Baixar backup agora",
  done: "Backup concluído.",
  lastSuccess: "Último backup bem-sucedido",
  never: "nenhum ainda",
  lastFailed: "O último backup falhou",
  files: "Backups guardados",
  noFiles: "Nenhum backup guardado ainda.",
  download: "Baixar",
  loadError: "Não foi possível carregar os backups.",
} as const;
