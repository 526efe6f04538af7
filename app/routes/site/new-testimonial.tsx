import { ArrowLeft, BadgeCheck, EyeOff, ShieldCheck } from "lucide-react";
import { Link, useActionData } from "react-router";
import { runFormAction } from "../../../server/http/form-action.ts";
import { pageActionContext } from "../../../server/http/page-actions.ts";
import { PageHero } from "../../components/layout/page-hero.tsx";
import { FormMessage } from "../../components/ui/form-message.tsx";
import {
  prepareTestimonial,
  TestimonialForm,
  type TestimonialFormResult,
  testimonialFieldNames,
} from "../../features/testimonials/components/testimonial-form.tsx";
import {
  testimonialFormRefusal,
  testimonialFormSteps,
  testimonialFormTexts,
} from "../../features/testimonials/components/testimonial-texts.ts";
import { testimonialFormSchema } from "../../features/testimonials/schemas.ts";
import { testimonialSubmission } from "../../features/testimonials/submission.server.ts";
import { appLoadContext } from "../../lib/app-context.server.ts";
import { spamSignalFieldNames } from "../../lib/form-result.ts";
import { asLocale, usePageLocale } from "../../lib/locale.ts";
import { localeOfPath, localePaths, pathOfPage } from "../../lib/locale-paths.ts";
import { seoMeta, siteFromMatches } from "../../lib/seo.ts";
import { m } from "../../paraglide/messages.js";
import type { Route } from "./+types/new-testimonial";

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const site = siteFromMatches(matches);
  const locale = asLocale(localeOfPath(location.pathname, site.locales).locale);
  return seoMeta({
    site,
    path: "/depoimentos/novo",
    pathname: location.pathname,
    title: m.testimonials_form_meta_title({}, { locale }),
    description: m.testimonials_form_meta_description({}, { locale }),
  });
};

const steps = [
  { icon: BadgeCheck, key: "review" },
  { icon: EyeOff, key: "email" },
  { icon: ShieldCheck, key: "rights" },
] as const;

/**
 * The testimonial form posted without JavaScript (docs/product.md#forms-without-javascript): the
 * API's rules with their messages in the page's language, and the API's submission (limit, spam,
 * storage, notification); the success text is shown where the form was.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db } = context.get(appLoadContext);
  const locale = asLocale(localeOfPath(new URL(request.url).pathname, localePaths).locale);
  const texts = testimonialFormTexts(locale);
  const { deps, clientIp, userAgent } = context.get(pageActionContext);
  const submission = testimonialSubmission(deps, clientIp, userAgent);
  return runFormAction(
    request,
    {
      schema: testimonialFormSchema(locale),
      fields: [...testimonialFieldNames, ...spamSignalFieldNames],
      before: submission.admit,
      prepare: prepareTestimonial,
      errorMessage: ({ status, message }) => testimonialFormRefusal(locale, status, message),
    },
    async (input): Promise<TestimonialFormResult> => {
      await submission.receive(db, input);
      return {
        status: "success",
        message: texts.successTitle,
        description: texts.successDescription,
      };
    },
  );
}

export default function NewTestimonialRoute() {
  const result = useActionData<TestimonialFormResult>();
  const { locale, paths } = usePageLocale();
  const texts = testimonialFormTexts(locale);
  const stepTexts = testimonialFormSteps(locale);
  const testimonialsPath = pathOfPage({ page: "testimonials" }, paths);
  return (
    <>
      <PageHero
        width="max-w-6xl"
        before={
          <Link
            to={testimonialsPath}
            className="inline-flex items-center gap-2 text-sm font-medium text-ink-300 hover:text-white"
          >
            <ArrowLeft className="size-4" aria-hidden />
            {texts.back}
          </Link>
        }
        eyebrow={texts.eyebrow}
        title={texts.title}
        description={<p>{texts.intro}</p>}
      />
      <section aria-label={texts.formLabel} className="bg-ink-50 py-14 sm:py-20">
        <div className="mx-auto grid max-w-6xl grid-cols-1 gap-10 px-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <div className="rounded-[var(--radius-card)] bg-white p-6 shadow-card sm:p-10">
            {result?.status === "success" ? (
              <FormMessage tone="success" title={result.message} description={result.description}>
                <Link
                  to={testimonialsPath}
                  className="mt-3 inline-block font-semibold underline underline-offset-4"
                >
                  {texts.seeAll}
                </Link>
              </FormMessage>
            ) : (
              <TestimonialForm result={result} />
            )}
          </div>
          <ul className="grid content-start gap-6">
            {steps.map(({ icon: Icon, key }) => (
              <li key={key} className="flex gap-4">
                <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-100 text-brand-700">
                  <Icon className="size-5" aria-hidden />
                </span>
                <div>
                  <h2 className="text-base font-semibold text-ink-900">{stepTexts[key].title}</h2>
                  <p className="mt-1 text-sm leading-relaxed text-ink-500">{stepTexts[key].text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
