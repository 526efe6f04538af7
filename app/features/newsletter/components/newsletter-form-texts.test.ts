import { describe, expect, it } from "vitest";
import { errorMessages } from "../../../lib/http-error.ts";
import { newsletterMessages } from "../messages.ts";
import { newsletterAnswerText } from "./newsletter-form-texts.ts";

// The API and the page's action answer in SPEC's pt-BR; the footer form and /en/newsletter show
// those answers in the page's language (docs/architecture.md#locales).
describe("the newsletter server's answers in the page's locale", () => {
  it("are the server's own words on a pt-BR page", () => {
    for (const message of [
      newsletterMessages.subscribed,
      newsletterMessages.pending,
      newsletterMessages.invalid,
      newsletterMessages.required,
      newsletterMessages.tooLong,
      errorMessages.rateLimited,
      "Outra mensagem do servidor",
    ]) {
      expect(newsletterAnswerText(message, "pt-BR", "reserva")).toBe(message);
    }
    expect(newsletterAnswerText("", "pt-BR", "reserva")).toBe("reserva");
  });

  it("are English on an English page, and the fallback for words it does not know", () => {
    expect(newsletterAnswerText(newsletterMessages.subscribed, "en", "-")).toBe(
      "You are subscribed!",
    );
    expect(newsletterAnswerText(newsletterMessages.pending, "en", "-")).toBe(
      "Almost there! We have sent a confirmation link to your email.",
    );
    expect(newsletterAnswerText(newsletterMessages.invalid, "en", "-")).toBe("Invalid email");
    expect(newsletterAnswerText(newsletterMessages.required, "en", "-")).toBe(
      "Please enter your email",
    );
    expect(newsletterAnswerText(errorMessages.rateLimited, "en", "-")).toBe(
      "Too many attempts. Please try again in a few minutes.",
    );
    expect(newsletterAnswerText("Outra mensagem do servidor", "en", "Fallback")).toBe("Fallback");
  });
});
