import { Award, BadgeCheck, TrendingUp, Zap } from "lucide-react";
import { useSiteFacts } from "../../../lib/site-facts.ts";
import { Reveal } from "./reveal.tsx";
import { SectionHeading } from "./section-heading.tsx";

/** docs/product.md#home: the four values, in the product reference's order. */
const values = [
  {
    name: "Qualidade",
    text: "Design cuidadoso, código limpo e testes em cada entrega.",
    Icon: BadgeCheck,
  },
  {
    name: "Agilidade",
    text: "Processos enxutos e prazos cumpridos, sem abrir mão do detalhe.",
    Icon: Zap,
  },
  {
    name: "Resultados",
    text: "Projetos pensados para gerar contatos, vendas e crescimento.",
    Icon: TrendingUp,
  },
  {
    name: "Experiência",
    text: "Mais de uma década criando soluções para mercados diferentes.",
    Icon: Award,
  },
] as const;

/** The about image grid: our own illustrations, sized so nothing shifts while they load. */
const images = [
  {
    src: "/images/sobre-equipe.svg",
    alt: "Equipe reunida em torno de um quadro de ideias",
    w: 400,
    h: 500,
  },
  {
    src: "/images/sobre-estrategia.svg",
    alt: "Quadro de planejamento com etapas do projeto",
    w: 400,
    h: 300,
  },
  {
    src: "/images/sobre-codigo.svg",
    alt: "Janela de editor com código e componentes de interface",
    w: 400,
    h: 300,
  },
  {
    src: "/images/sobre-resultados.svg",
    alt: "Celular exibindo um gráfico de crescimento",
    w: 400,
    h: 500,
  },
] as const;

function GridImage({ image }: { image: (typeof images)[number] }) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.w}
      height={image.h}
      loading="lazy"
      decoding="async"
      className="h-auto w-full rounded-[var(--radius-card)] shadow-card"
    />
  );
}

/** docs/product.md#home about (#quem-somos): since 2014, Brazil and Switzerland, four values, image grid. */
export function AboutSection() {
  const site = useSiteFacts();
  return (
    <section
      id="quem-somos"
      aria-labelledby="quem-somos-titulo"
      className="overflow-hidden bg-white py-20 outline-none sm:py-28 drawn-when-near"
    >
      <div className="mx-auto grid max-w-7xl grid-cols-1 items-center gap-14 px-6 lg:grid-cols-2 lg:gap-20">
        <Reveal className="relative order-2 lg:order-1">
          <div className="grid grid-cols-2 gap-4 sm:gap-5">
            <div className="grid content-start gap-4 sm:gap-5">
              <GridImage image={images[0]} />
              <GridImage image={images[2]} />
            </div>
            <div className="grid content-start gap-4 pt-10 sm:gap-5 sm:pt-16">
              <GridImage image={images[1]} />
              <GridImage image={images[3]} />
            </div>
          </div>
          <div className="absolute -bottom-5 left-1/2 w-max -translate-x-1/2 rounded-2xl bg-ink-950 px-5 py-4 text-white shadow-[0_24px_48px_-24px_rgb(7_11_24/0.6)] sm:left-6 sm:translate-x-0">
            <p className="text-xs font-medium tracking-widest text-lime-400 uppercase">
              desde 2014
            </p>
            <p className="mt-1 font-display text-lg font-semibold">Brasil · Suíça</p>
          </div>
        </Reveal>

        <Reveal className="order-1 lg:order-2">
          <SectionHeading
            id="quem-somos-titulo"
            eyebrow="Quem Somos"
            title="Estratégia, design e tecnologia no mesmo time"
          />
          <div className="mt-6 grid gap-4 text-lg leading-relaxed text-ink-500">
            <p>
              A {site.name} atua desde 2014 ajudando empresas a crescerem no digital. Somos
              estrategistas, designers e desenvolvedores que transformam objetivos de negócio em
              sites, aplicativos e plataformas que encantam e convertem.
            </p>
            <p>
              Atendemos clientes no Brasil e na Suíça, de negócios locais a empresas internacionais,
              sempre com atendimento próximo, transparente e em português.
            </p>
          </div>
          <ul className="mt-10 grid gap-4 sm:grid-cols-2">
            {values.map(({ name, text, Icon }) => (
              <li key={name} className="flex gap-4 rounded-2xl border border-ink-100 p-5">
                <span
                  aria-hidden
                  className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-100 text-brand-700"
                >
                  <Icon className="size-5" />
                </span>
                <div>
                  <h3 className="font-display text-base font-semibold text-ink-900">{name}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-ink-500">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </Reveal>
      </div>
    </section>
  );
}
