/**
 * The hero's fixed texts (docs/product.md#home), apart from texts.ts: the hero is the only home
 * section in the page's first load, and the other sections' texts load with them.
 */
export const heroTexts = {
  cta: "Solicitar Orçamento",
  secondary: "Conheça nossos serviços",
} as const;

/**
 * docs/product.md#home and #constants: the hero's four counters and how long each count-up lasts
 * (1.5 to 2.5 s; it starts 1 s after the counters are drawn: `.count-up` in app/app.css).
 * '24/7' is a schedule, not a quantity: counted up it would read as fractions ('0/7', '16/7'),
 * so it has no duration and is shown as it is.
 */
export const heroStats: readonly {
  value: number;
  suffix: string;
  label: string;
  durationMs: number | null;
}[] = [
  { value: 50, suffix: "+", label: "Projetos entregues", durationMs: 2000 },
  { value: 98, suffix: "%", label: "Clientes satisfeitos", durationMs: 2500 },
  { value: 5, suffix: "+", label: "Anos de experiência", durationMs: 1500 },
  { value: 24, suffix: "/7", label: "Suporte técnico", durationMs: null },
];
