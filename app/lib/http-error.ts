/** A field-level validation failure, as docs/product.md#api-conventions's `errors` array carries it. */
export interface FieldError {
  path: string;
  message: string;
}

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 503;

/**
 * An expected failure with a pt-BR message for a person. Services throw it; the API answers it
 * with docs/product.md#api-conventions's failure shape, and page loaders turn it into their error states.
 */
export class HttpError extends Error {
  readonly status: ErrorStatus;
  readonly errors?: FieldError[];
  readonly headers?: Record<string, string>;

  constructor(
    status: ErrorStatus,
    message: string,
    extra: { errors?: FieldError[]; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.status = status;
    this.errors = extra.errors;
    this.headers = extra.headers;
  }
}

export const errorMessages = {
  badJson: "JSON inválido",
  unauthenticated: "Não autenticado",
  forbidden: "Acesso restrito a administradores",
  crossSite: "Requisição de outra origem não permitida",
  notFound: "Recurso não encontrado",
  tooLarge: "Conteúdo da requisição muito grande",
  unsupportedType: "Envie os dados como application/json",
  unsupportedFormType: "Envie os dados pelo formulário da página",
  rateLimited: "Muitas tentativas. Tente novamente em alguns minutos.",
  busy: "Servidor ocupado no momento. Tente novamente em instantes.",
  internal: "Erro interno do servidor",
  badId: "Identificador inválido",
  invalidData: "Dados inválidos",
  invalidCharacters: "Contém caracteres inválidos",
} as const;
