import { type Locale, sayIn } from "../../lib/locale.ts";
import { m } from "../../paraglide/messages.js";

/**
 * The home page's fixed texts in the page's locale (docs/product.md#home, #data-rules; pt-BR as
 * the product reference spells them); staff edit the others in the `home` content document.
 */
export function homeTexts(locale: Locale) {
  const say = sayIn(locale);
  return {
    portfolioError: say(m.home_portfolio_error),
    portfolioEmpty: say(m.home_portfolio_empty),
    portfolioAll: say(m.home_portfolio_all),
    featured: say(m.home_portfolio_featured),
    testimonialsError: say(m.home_testimonials_error),
    retry: say(m.home_retry),
    testimonialsAll: say(m.home_testimonials_all),
    testimonialsNew: say(m.home_testimonials_new),
    learnMore: say(m.home_learn_more),
  };
}

/** docs/product.md#constants: the home grid shows at most this many projects. */
export const HOME_PORTFOLIO_LIMIT = 6;
