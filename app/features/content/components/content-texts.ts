/** The site content screens' pt-BR texts (docs/product.md#site-content). */
export const contentTexts = {
  list: {
    add: (itemLabel: string) => `Adicionar ${itemLabel.toLocaleLowerCase("pt-BR")}`,
    remove: "Remover",
    moveUp: "Mover para cima",
    moveDown: "Mover para baixo",
    item: (itemLabel: string, position: number) => `${itemLabel} ${position}`,
    bounds: (min: number | undefined, max: number | undefined) =>
      min !== undefined && max !== undefined
        ? `De ${min} a ${max} itens.`
        : max !== undefined
          ? `Até ${max} itens.`
          : min !== undefined
            ? `Pelo menos ${min} ${min === 1 ? "item" : "itens"}.`
            : undefined,
  },
  image: {
    builtIn: "Ilustração padrão",
    choose: "Escolher da biblioteca",
    useBuiltIn: "Usar a ilustração padrão",
    alt: "Texto alternativo",
    altHint: "Descreva a imagem para quem não a vê.",
  },
  richText: {
    toolbar: "Formatação",
    paragraph: "Parágrafo",
    heading2: "Título",
    heading3: "Subtítulo",
    bold: "Negrito",
    italic: "Itálico",
    bulletList: "Lista com marcadores",
    numberedList: "Lista numerada",
    link: "Link",
    linkAddress: "Endereço do link",
    linkApply: "Aplicar link",
    linkRemove: "Remover link",
    linkCancel: "Cancelar",
    loading: "Carregando o editor…",
  },
} as const;
