import { ArrowLeft, PenLine } from "lucide-react";
import { Suspense } from "react";
import { Await, Link, useLoaderData } from "react-router";
import { PageHero } from "../../components/layout/page-hero.tsx";
import { Button } from "../../components/ui/button.tsx";
import { homePageSeo } from "../../features/content/index.server.ts";
import { readPageSeo, seoFields } from "../../features/content/index.ts";
import { TestimonialCard } from "../../features/testimonials/components/testimonial-card.tsx";
import { testimonialPageTexts } from "../../features/testimonials/components/testimonial-texts.ts";
import { TestimonialsSkeleton } from "../../features/testimonials/components/testimonials-skeleton.tsx";
import {
  TestimonialsEmpty,
  TestimonialsError,
} from "../../features/testimonials/components/testimonials-states.tsx";
import { testimonialsApi } from "../../features/testimonials/index.ts";
import { inLanguageFirst } from "../../features/testimonials/language-order.ts";
import { listPublicTestimonials } from "../../features/testimonials/testimonials.server.ts";
import type { PublicTestimonial } from "../../features/testimonials/types.ts";
import { appLoadContext } from "../../lib/app-context.server.ts";
import { localeOfPathname, usePageLocale } from "../../lib/locale.ts";
import { pathOfPage } from "../../lib/locale-paths.ts";
import { seoMeta, siteFromMatches } from "../../lib/seo.ts";
import { type Settled, settle } from "../../lib/settle.ts";
import type { Route } from "./+types/testimonials";

type TestimonialsResult = Settled<PublicTestimonial[]>;

/** Server render: the approved testimonials are in the HTML; the SEO is the home document's. */
export async function loader({ context }: Route.LoaderArgs) {
  const load = context.get(appLoadContext);
  const [settled, seo] = await Promise.all([
    settle("testimonials", () => listPublicTestimonials(load.db), load.markUncacheable),
    homePageSeo(load, "testimonials"),
  ]);
  // Typed as the client loader's, which hands the list over while it loads.
  const result: TestimonialsResult | Promise<TestimonialsResult> = settled;
  return { result, seo };
}

/** Client navigation: the page shows with 6 skeletons while the API answers. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const result: TestimonialsResult | Promise<TestimonialsResult> = settle("testimonials", () =>
    testimonialsApi.call("GET /testimonials", {}),
  );
  return {
    result,
    seo: await readPageSeo("testimonials", localeOfPathname(new URL(request.url).pathname)),
  };
}

export const meta: Route.MetaFunction = ({ location, matches, loaderData }) => {
  const site = siteFromMatches(matches);
  return seoMeta({
    site,
    path: "/depoimentos",
    pathname: location.pathname,
    ...seoFields(loaderData?.seo, site.name),
  });
};

export default function TestimonialsRoute() {
  const { result } = useLoaderData<typeof clientLoader>();
  const { locale, paths, home } = usePageLocale();
  const texts = testimonialPageTexts(locale);
  return (
    <>
      <PageHero
        before={
          <Link
            to={`${home}#depoimentos`}
            className="inline-flex items-center gap-2 text-sm font-medium text-ink-300 hover:text-white"
          >
            <ArrowLeft className="size-4" aria-hidden />
            {texts.back}
          </Link>
        }
        eyebrow={texts.eyebrow}
        title={texts.title}
        description={<p>{texts.intro}</p>}
      >
        <Button asChild variant="lime" size="lg">
          <Link to={pathOfPage({ page: "newTestimonial" }, paths)}>
            <PenLine className="size-4" aria-hidden />
            {texts.leave}
          </Link>
        </Button>
      </PageHero>

      <section aria-label={texts.listLabel} className="bg-ink-50 py-14 sm:py-20">
        <div className="mx-auto max-w-7xl px-6">
          <Suspense fallback={<TestimonialsSkeleton />}>
            <Await resolve={result} errorElement={<TestimonialsError />}>
              {(settled) =>
                settled.failed ? (
                  <TestimonialsError />
                ) : settled.data.length === 0 ? (
                  <TestimonialsEmpty />
                ) : (
                  <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
                    {inLanguageFirst(settled.data, locale).map((testimonial) => (
                      <li key={testimonial.id} className="flex min-w-0">
                        <TestimonialCard
                          testimonial={testimonial}
                          className="drawn-when-near w-full [--drawn-height:20rem]"
                        />
                      </li>
                    ))}
                  </ul>
                )
              }
            </Await>
          </Suspense>
        </div>
      </section>
    </>
  );
}
