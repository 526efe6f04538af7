import { z } from "zod";
import { loginSchema } from "../app/features/auth/schemas.ts";
import { contactSchema } from "../app/features/contact/schemas.ts";
import {
  newsletterSubscribeSchema,
  newsletterUnsubscribeSchema,
  unsubscribeTokenSchema,
} from "../app/features/newsletter/schemas.ts";
import {
  projectActiveSchema,
  projectCreateSchema,
  projectFeaturedSchema,
  projectImageSchema,
  projectUpdateSchema,
  reorderSchema,
} from "../app/features/portfolio/schemas.ts";
import {
  moderationSchema,
  testimonialSubmissionSchema,
} from "../app/features/testimonials/schemas.ts";
import { registerSchema, resetPasswordSchema } from "../app/features/users/schemas.ts";

type Access = "public" | "user" | "admin";
interface RouteDoc {
  summary: string;
  access: Access;
  body?: z.ZodType;
  created?: boolean;
}

/**
 * What the route table cannot say by itself: a summary, who may call, and the zod schema the
 * handler validates its body with (the same object, so the document follows the code).
 * `openApiDocument` refuses to build when a mounted route has no entry here.
 */
export const routeDocs: Record<string, RouteDoc> = {
  "GET /api/user": { summary: "Usuário da sessão", access: "user" },
  "POST /api/login": { summary: "Entrar", access: "public", body: loginSchema },
  "POST /api/logout": { summary: "Sair (idempotente)", access: "public" },
  "POST /api/register": {
    summary: "Criar usuário",
    access: "admin",
    body: registerSchema,
    created: true,
  },
  "GET /api/admin/users": { summary: "Listar usuários", access: "admin" },
  "GET /api/admin/users/stats": { summary: "Total de usuários", access: "admin" },
  "DELETE /api/admin/users/{id}": { summary: "Excluir usuário", access: "admin" },
  "POST /api/admin/users/{id}/reset-password-drizzle": {
    summary: "Redefinir senha",
    access: "admin",
    body: resetPasswordSchema,
  },
  "GET /api/testimonials": { summary: "Depoimentos aprovados", access: "public" },
  "GET /api/testimonials/top": { summary: "Melhores depoimentos (?limit=1..50)", access: "public" },
  "GET /api/testimonials/featured": { summary: "Depoimentos em destaque", access: "public" },
  "POST /api/testimonials": {
    summary: "Enviar depoimento (fica pendente)",
    access: "public",
    body: testimonialSubmissionSchema,
    created: true,
  },
  "GET /api/admin/testimonials": { summary: "Todos os depoimentos", access: "user" },
  "PATCH /api/admin/testimonials/{id}": {
    summary: "Moderar depoimento",
    access: "user",
    body: moderationSchema,
  },
  "DELETE /api/admin/testimonials/{id}": { summary: "Excluir depoimento", access: "user" },
  "POST /api/contact": {
    summary: "Enviar mensagem",
    access: "public",
    body: contactSchema,
    created: true,
  },
  "GET /api/admin/contacts": { summary: "Mensagens recebidas", access: "user" },
  "GET /api/admin/contacts/stats": { summary: "Total e não lidas", access: "user" },
  "POST /api/admin/contacts/{id}/read": { summary: "Marcar como lida", access: "user" },
  "POST /api/newsletter/subscribe": {
    summary: "Assinar a newsletter",
    access: "public",
    body: newsletterSubscribeSchema,
  },
  "POST /api/newsletter/unsubscribe": {
    summary: "Cancelar assinatura (sessão com {email}, ou {token} assinado sem sessão)",
    access: "public",
    body: z.union([newsletterUnsubscribeSchema, unsubscribeTokenSchema]),
  },
  "GET /api/admin/newsletter": { summary: "Assinantes ativos", access: "user" },
  "GET /api/admin/newsletter/stats": { summary: "Total de assinantes ativos", access: "user" },
  "GET /api/portfolio": { summary: "Projetos ativos (?category=)", access: "public" },
  "GET /api/portfolio/{slug}": { summary: "Projeto ativo pelo slug", access: "public" },
  "GET /api/admin/portfolio": { summary: "Todos os projetos, em ordem", access: "user" },
  "GET /api/admin/portfolio/categories": { summary: "Categorias do formulário", access: "user" },
  "GET /api/admin/portfolio/{id}": { summary: "Projeto com imagens", access: "user" },
  "POST /api/admin/portfolio": {
    summary: "Criar projeto",
    access: "user",
    body: projectCreateSchema,
    created: true,
  },
  "PATCH /api/admin/portfolio/{id}": {
    summary: "Atualizar projeto",
    access: "user",
    body: projectUpdateSchema,
  },
  "PATCH /api/admin/portfolio/{id}/featured": {
    summary: "Destacar projeto",
    access: "user",
    body: projectFeaturedSchema,
  },
  "PATCH /api/admin/portfolio/{id}/active": {
    summary: "Ativar projeto",
    access: "user",
    body: projectActiveSchema,
  },
  "DELETE /api/admin/portfolio/{id}": { summary: "Excluir projeto", access: "user" },
  "POST /api/admin/portfolio/reorder": {
    summary: "Reordenar (todos os ids)",
    access: "user",
    body: reorderSchema,
  },
  "POST /api/admin/portfolio/{id}/images": {
    summary: "Adicionar imagem",
    access: "user",
    body: projectImageSchema,
    created: true,
  },
  "DELETE /api/admin/portfolio/images/{imageId}": { summary: "Remover imagem", access: "user" },
};

const failure = {
  type: "object",
  required: ["success", "message"],
  properties: {
    success: { const: false },
    message: { type: "string" },
    errors: {
      type: "array",
      items: {
        type: "object",
        properties: { path: { type: "string" }, message: { type: "string" } },
      },
    },
  },
};
const success = {
  type: "object",
  required: ["success"],
  properties: { success: { const: true }, data: {}, message: { type: "string" } },
};

function jsonSchema(schema: z.ZodType) {
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });
}

/** The OpenAPI 3.1 document of the routes actually mounted under /api. */
export function openApiDocument(routes: { method: string; path: string }[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    if (route.method === "ALL" || !route.path.startsWith("/api/") || route.path.endsWith("*")) {
      continue;
    }
    const path = route.path.replace(/:(\w+)/g, "{$1}").replace(/\/$/, "");
    const key = `${route.method} ${path}`;
    const doc = routeDocs[key];
    if (!doc) throw new Error(`OpenAPI: no documentation for ${key}`);
    const parameters = [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
      name,
      in: "path",
      required: true,
      schema: name === "slug" ? { type: "string" } : { type: "integer", minimum: 1 },
    }));
    const responses: Record<string, unknown> = {
      [doc.created ? "201" : "200"]: {
        description: "Sucesso",
        content: { "application/json": { schema: success } },
      },
      "400": {
        description: "Entrada inválida",
        content: { "application/json": { schema: failure } },
      },
    };
    if (doc.access !== "public") responses["401"] = { description: "Não autenticado" };
    if (doc.access === "admin")
      responses["403"] = { description: "Acesso restrito a administradores" };
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = {
      summary: doc.summary,
      tags: [path.split("/")[2] === "admin" ? "admin" : "público"],
      security: doc.access === "public" ? [] : [{ session: [] }],
      ...(parameters.length ? { parameters } : {}),
      ...(doc.body
        ? {
            requestBody: {
              required: true,
              content: { "application/json": { schema: jsonSchema(doc.body) } },
            },
          }
        : {}),
      responses,
    };
  }
  return {
    openapi: "3.1.0",
    info: { title: "Nexo Digital API", version: "1.0.0" },
    components: {
      securitySchemes: { session: { type: "apiKey", in: "cookie", name: "sid" } },
    },
    paths,
  };
}
