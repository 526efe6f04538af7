import { describe, expect, it } from "vitest";
import { errorMessages } from "../../lib/http-error.ts";
import { testimonialFormRefusal } from "./components/testimonial-texts.ts";
import { testimonialFormSchema, testimonialSubmissionSchema } from "./schemas.ts";

const valid = {
  clientName: "Maria Souza",
  clientEmail: "maria@example.com",
  projectType: "Site Institucional",
  content: "Equipe atenciosa e site entregue no prazo.",
  rating: 4,
};

const broken = {
  clientName: "Al",
  clientEmail: "not-an-email",
  companyName: "Line\u0007bell",
  projectType: "Blog",
  content: "Short",
  rating: 9,
};

function messagesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
}

describe("the testimonial form's messages per locale", () => {
  it("answers SPEC's pt-BR messages for the API and the pt-BR page", () => {
    expect(testimonialFormSchema("pt-BR")).toBe(testimonialSubmissionSchema);
    expect(messagesOf(testimonialSubmissionSchema.safeParse(broken))).toEqual({
      clientName: "Nome deve ter pelo menos 3 caracteres",
      clientEmail: "Email inválido",
      companyName: "Contém caracteres inválidos",
      projectType: "Selecione o tipo de projeto",
      content: "Depoimento deve ter pelo menos 10 caracteres",
      rating: "Avaliação deve ser no máximo 5 estrelas",
    });
  });

  it("answers English messages on the English page, with the same rules", () => {
    expect(messagesOf(testimonialFormSchema("en").safeParse(broken))).toEqual({
      clientName: "Name must have at least 3 characters",
      clientEmail: "Invalid e-mail",
      companyName: "Contains invalid characters",
      projectType: "Select the project type",
      content: "Testimonial must have at least 10 characters",
      rating: "Rating must be at most 5 stars",
    });
    expect(
      messagesOf(testimonialFormSchema("en").safeParse({ ...valid, content: "x".repeat(501) })),
    ).toEqual({ content: "Testimonial must have at most 500 characters" });
    expect(testimonialFormSchema("en").parse(valid)).toEqual(
      testimonialSubmissionSchema.parse(valid),
    );
  });
});

describe("a refusal of the whole testimonial form", () => {
  it("is the API's pt-BR message on the pt-BR page and English on the English page", () => {
    expect(testimonialFormRefusal("pt-BR", 429, errorMessages.rateLimited)).toBe(
      errorMessages.rateLimited,
    );
    expect(testimonialFormRefusal("pt-BR", 400, errorMessages.invalidData)).toBe(
      errorMessages.invalidData,
    );
    expect(testimonialFormRefusal("en", 429, errorMessages.rateLimited)).toBe(
      "Too many attempts. Please try again in a few minutes.",
    );
    expect(testimonialFormRefusal("en", 400, errorMessages.invalidData)).toBe("Invalid data");
  });
});
