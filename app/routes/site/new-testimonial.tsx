import { ArrowLeft, BadgeCheck, EyeOff, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { PageHero } from "../../components/layout/page-hero";
import { TestimonialForm } from "../../features/testimonials/components/testimonial-form";
import { testimonialFormTexts } from "../../features/testimonials/components/testimonial-texts";
import { seoMeta, siteFromMatches } from "../../lib/seo";
import type { Route } from "./+types/new-testimonial";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    site: siteFromMatches(matches),
    path: "/depoimentos/novo",
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

export default function NewTestimonialRoute() {
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
            <TestimonialForm />
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
