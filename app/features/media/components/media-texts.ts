/** docs/product.md#media: the library screen's words. */
export const mediaTexts = {
  upload: "Enviar imagens",
  dropHint: "Arraste imagens para cá ou use o botão. JPEG, PNG, WebP, AVIF ou GIF, até 15 MB cada.",
  dropActive: "Solte para enviar",
  uploading: "Enviando",
  processing: "Processando...",
  uploaded: "Enviada",
  // Short enough for a 360 px phone's box; the name read aloud says the whole of it.
  search: "Nome ou texto alternativo...",
  searchLabel: "Buscar por nome ou texto alternativo",
  loading: "Carregando imagens...",
  loadError: "Não foi possível carregar as imagens.",
  empty: "Nenhuma imagem ainda",
  emptyHint: "Envie a primeira imagem para usá-la nos projetos.",
  noMatch: "Nenhuma imagem encontrada",
  // A field label, in title case like every one (docs/product.md#texts-capitalisation).
  altLabel: "Texto Alternativo",
  altMissing: "Sem texto alternativo: obrigatório antes de usar a imagem no site.",
  altHint: "Descreva a imagem para quem não a vê (até 200 caracteres).",
  altSave: "Salvar",
  altSaved: "Texto alternativo salvo",
  usedIn: "Usada em:",
  unused: "Não usada",
  delete: "Excluir imagem",
  deleteTitle: "Excluir imagem?",
  deleteDescription:
    "A imagem e todas as suas cópias serão excluídas. Esta ação não pode ser desfeita.",
  deleteConfirm: "Excluir",
  deleting: "Excluindo...",
  deleted: "Imagem excluída",
  inUse: "Imagem em uso",
  error: "Erro",
  pick: "Usar esta imagem",
  pickerOpen: "Escolher da biblioteca",
  pickerTitle: "Biblioteca de mídia",
  pickerDescription:
    "Escolha uma imagem ou envie uma nova. Uma imagem só pode ser usada no site com texto alternativo.",
} as const;
