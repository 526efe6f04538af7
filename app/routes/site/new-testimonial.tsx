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
import { testimonialFormTexts } from "../../features/testimonials/components/testimonial-texts.ts";
import { testimonialSubmissionSchema } from "../../features/testimonials/schemas.ts";
import { testimonialSubmission } from "../../features/testimonials/submission.server.ts";
import { appLoadContext } from "../../lib/app-context.server.ts";
import { spamSignalFieldNames } from "../../lib/form-result.ts";
import { seoMeta, siteFromMatches } from "../../lib/seo.ts";
import type { Route } from "./+types/new-testimonial";

export const meta: Route.MetaFunction = ({ location, matches }) =>
  seoMeta({
    site: siteFromMatches(matches),
    path: "/depoimentos/novo",
    pathname: location.pathname,
    title: "Deixe seu depoimento",
    description:
      "Já trabalhou com a Nexo Digital? Conte como foi a sua experiência e ajude outras empresas a nos conhecer.",
  });

const steps = [
  {
    icon: BadgeCheck,
    title: "Revisão rápida",
    text: "Nossa equipe lê cada depoimento e publica os aprovados em poucos dias úteis.",
  },
  {
    icon: EyeOff,
    title: "E-mail protegido",
    text: "Mostramos apenas seu nome, empresa, tipo de projeto, nota e texto. Nunca o e-mail.",
  },
  {
    icon: ShieldCheck,
    title: "Seus direitos",
    text: "Quer alterar ou remover o depoimento depois? É só nos escrever.",
  },
] as const;

/**
 * The testimonial form posted without JavaScript (docs/product.md#forms-without-javascript): the
 * API's schema and submission (limit, spam, storage, notification); the success text is shown
 * where the form was.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db } = context.get(appLoadContext);
  const { deps, clientIp, userAgent } = context.get(pageActionContext);
  const submission = testimonialSubmission(deps, clientIp, userAgent);
  return runFormAction(
    request,
    {
      schema: testimonialSubmissionSchema,
      fields: [...testimonialFieldNames, ...spamSignalFieldNames],
      before: submission.admit,
      prepare: prepareTestimonial,
    },
    async (input): Promise<TestimonialFormResult> => {
      await submission.receive(db, input);
      return {
        status: "success",
        message: testimonialFormTexts.successTitle,
        description: testimonialFormTexts.successDescription,
      };
    },
  );
}

export default function NewTestimonialRoute() {
  const result = useActionData<TestimonialFormResult>();
  return (
    <>
      <PageHero
        width="max-w-6xl"
        before={
          <Link
            to="/depoimentos"
            className="inline-flex items-center gap-2 text-sm font-medium text-ink-300 hover:text-white"
          >
            <ArrowLeft className="size-4" aria-hidden />
            {testimonialFormTexts.back}
          </Link>
        }
        eyebrow={testimonialFormTexts.eyebrow}
        title={testimonialFormTexts.title}
        description={<p>{testimonialFormTexts.intro}</p>}
      />
      <section aria-label="Formulário de depoimento" className="bg-ink-50 py-14 sm:py-20">
        <div className="mx-auto grid max-w-6xl grid-cols-1 gap-10 px-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <div className="rounded-[var(--radius-card)] bg-white p-6 shadow-card sm:p-10">
            {result?.status === "success" ? (
              <FormMessage tone="success" title={result.message} description={result.description}>
                <Link
                  to="/depoimentos"
                  className="mt-3 inline-block font-semibold underline underline-offset-4"
                >
                  Ver todos os depoimentos
                </Link>
              </FormMessage>
            ) : (
              <TestimonialForm result={result} />
            )}
          </div>
          <ul className="grid content-start gap-6">
            {steps.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4">
                <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-100 text-brand-700">
                  <Icon className="size-5" aria-hidden />
                </span>
                <div>
                  <h2 className="text-base font-semibold text-ink-900">{title}</h2>
                  <p className="mt-1 text-sm leading-relaxed text-ink-500">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
