/** pt-BR texts of the backup section of /admin/configuracoes and its API. */
export const backupTexts = {
  title: "Backups",
  // Staff read these (docs/product.md#admin-settings): the variable names only in the part for
  // whoever runs the server.
  notConfigured:
    "Backups automáticos desativados: falta indicar ao servidor uma pasta onde guardá-los. Peça a quem cuida do servidor do site para ativá-los.",
  meanwhile: "Enquanto isso, use “Baixar backup agora” para guardar uma cópia de tudo.",
  alreadyRunning: "Um backup já está em andamento. Aguarde alguns instantes.",
  failed: (reason: string) => `O backup falhou: ${reason}`,
  schedule: (everyHours: number, keep: number) =>
    `Backups automáticos ativados: um a cada ${everyHours} h, guardados no servidor; os ${keep} mais recentes ficam disponíveis abaixo.`,
  forOperatorsTitle: "Para quem cuida do servidor",
  forOperators:
    "Os backups automáticos são ligados pela variável BACKUP_DIR (a pasta onde ficam); BACKUP_INTERVAL_HOURS e BACKUP_KEEP mudam o intervalo e quantos são guardados. Depois de mudá-las, reinicie o site.",
  readme: "Como fazer: seção “Scheduled backups” do README do projeto.",
  folder: (dir: string) => `Pasta atual: ${dir}.`,
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
