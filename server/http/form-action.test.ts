import { redirect } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { loginSchema } from "../../app/features/auth/schemas.ts";
import { contactSchema } from "../../app/features/contact/schemas.ts";
import {
  prepareTestimonial,
  testimonialFieldNames,
} from "../../app/features/testimonials/components/testimonial-form.tsx";
import { testimonialSubmissionSchema } from "../../app/features/testimonials/schemas.ts";
import type { FormReply } from "../../app/lib/form-result.ts";
import { errorMessages, HttpError } from "../../app/lib/http-error.ts";
import { runFormAction } from "./form-action.ts";

// A page's form posted without JavaScript (decisions 0013 and 0043): the API's schema through
// Conform's parseWithZod, and Conform's reply when it is refused.

const contactFields = ["name", "email", "phone", "projectType", "subject", "message"];
const spam = ["website", "formToken"];

function post(fields: Record<string, string>) {
  return new Request("http://site.test/", { method: "POST", body: new URLSearchParams(fields) });
}

/** What runFormAction answered with React Router's `data(reply, init)`. */
function answer(result: unknown) {
  expect(result).toMatchObject({ type: "DataWithResponseInit" });
  const { data, init } = result as { data: FormReply; init: ResponseInit | null };
  return { reply: data, status: init?.status ?? 200, headers: init?.headers };
}

const contact = {
  name: "  Helena Prado ",
  email: "helena@exemplo.com.br",
  phone: "(11) 97654-3210",
  projectType: "Site Institucional",
  subject: "Novo site",
  message: "Precisamos de um site novo com blog.",
  website: "",
  formToken: "token.assinado",
};

describe("runFormAction", () => {
  it("hands a valid post to the work as the schema's output, reading only the form's fields", async () => {
    const work = vi.fn(async () => ({ status: "success" as const, message: "ok" }));
    const result = await runFormAction(
      post({ ...contact, isRead: "true" }),
      { schema: contactSchema, fields: [...contactFields, ...spam] },
      work,
    );
    expect(result).toEqual({ status: "success", message: "ok" });
    expect(work).toHaveBeenCalledWith({
      ...contact,
      name: "Helena Prado",
      website: "",
      formToken: "token.assinado",
      // Not a field of the form: the page's action sets it from its path.
      language: "pt-BR",
    });
  });

  it("refuses an invalid post with 400, each field's messages and the values typed, never the spam signals", async () => {
    const work = vi.fn();
    const result = await runFormAction(
      post({ ...contact, email: "nao-e-email", message: "curta", website: "http://robo" }),
      { schema: contactSchema, fields: [...contactFields, ...spam] },
      work,
    );
    const { reply, status } = answer(result);
    expect(status).toBe(400);
    expect(work).not.toHaveBeenCalled();
    expect(reply.status).toBe("error");
    expect(reply.error?.email?.[0]).toBe("Endereço de e-mail inválido");
    expect(reply.error?.message?.[0]).toBe("Mensagem deve ter pelo menos 10 caracteres");
    expect(reply.error?.name).toBeUndefined();
    expect(reply.initialValue).toMatchObject({ name: contact.name, email: "nao-e-email" });
    expect(reply.initialValue).not.toHaveProperty("website");
    expect(reply.initialValue).not.toHaveProperty("formToken");
    // Every field posted is marked checked: corrections are judged as they are typed.
    expect(reply.fields).toEqual(expect.arrayContaining(contactFields));
  });

  it("a field missing from the post is judged as an empty one", async () => {
    const result = await runFormAction(
      post({}),
      { schema: loginSchema, fields: ["username", "password"], secret: ["password"] },
      vi.fn(),
    );
    const { reply } = answer(result);
    expect(reply.error).toMatchObject({
      username: ["Usuário é obrigatório"],
      password: ["Senha é obrigatória"],
    });
  });

  it("prepares the posted strings as the JSON API takes them", async () => {
    const work = vi.fn(async () => ({ status: "success" as const, message: "ok" }));
    await runFormAction(
      post({
        clientName: "Marina Costa",
        companyName: "",
        clientEmail: "marina@exemplo.com",
        projectType: "Site Institucional",
        content: "Trabalho impecável do começo ao fim.",
        rating: "4",
      }),
      {
        schema: testimonialSubmissionSchema,
        fields: [...testimonialFieldNames, ...spam],
        prepare: prepareTestimonial,
      },
      work,
    );
    expect(work).toHaveBeenCalledWith(expect.objectContaining({ rating: 4, companyName: null }));
  });

  it("answers an HttpError with its status, headers and message, the values back but never a password", async () => {
    const result = await runFormAction(
      post({ username: "ana", password: "segredo-123" }),
      { schema: loginSchema, fields: ["username", "password"], secret: ["password"] },
      async () => {
        throw new HttpError(429, "Muitas tentativas.", { headers: { "Retry-After": "60" } });
      },
    );
    const { reply, status, headers } = answer(result);
    expect(status).toBe(429);
    expect(headers).toEqual({ "Retry-After": "60" });
    expect(reply).toEqual({
      status: "error",
      initialValue: { username: "ana" },
      error: { "": ["Muitas tentativas."] },
    });
    expect(JSON.stringify(reply)).not.toContain("segredo-123");
  });

  it("words a refusal of the whole form as the page asks, in its language", async () => {
    const result = await runFormAction(
      post({ username: "ana", password: "x" }),
      {
        schema: loginSchema,
        fields: ["username", "password"],
        errorMessage: ({ status }) => `Refused with ${status}`,
      },
      async () => {
        throw new HttpError(429, "Muitas tentativas.");
      },
    );
    const { reply, status } = answer(result);
    expect(status).toBe(429);
    expect(reply.error).toEqual({ "": ["Refused with 429"] });
  });

  it("refused before the form is read (the rate limit), nothing comes back", async () => {
    const work = vi.fn();
    const result = await runFormAction(
      post({ username: "ana", password: "x" }),
      {
        schema: loginSchema,
        fields: ["username", "password"],
        before: async () => {
          throw new HttpError(429, "Muitas tentativas.");
        },
      },
      work,
    );
    const { reply, status } = answer(result);
    expect(status).toBe(429);
    expect(reply).toEqual({
      status: "error",
      initialValue: {},
      error: { "": ["Muitas tentativas."] },
    });
    expect(work).not.toHaveBeenCalled();
  });

  it("a body that is not a form is 'Dados inválidos'", async () => {
    const request = new Request("http://site.test/", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=x" },
      body: "not multipart",
    });
    const { reply, status } = answer(
      await runFormAction(request, { schema: z.object({}), fields: [] }, vi.fn()),
    );
    expect(status).toBe(400);
    expect(reply.error?.[""]).toEqual([errorMessages.invalidData]);
  });

  it("lets a redirect and any other error through", async () => {
    const options = { schema: loginSchema, fields: ["username", "password"] };
    const valid = { username: "ana", password: "segredo-123" };
    await expect(
      runFormAction(post(valid), options, async () => {
        throw redirect("/admin");
      }),
    ).rejects.toBeInstanceOf(Response);
    await expect(
      runFormAction(post(valid), options, async () => {
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
  });
});
