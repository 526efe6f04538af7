import { sql } from "drizzle-orm";
import { projectCategories } from "../../app/lib/project-categories.ts";
import { projectTypeOptions } from "../../app/lib/project-types.ts";
import type { Db } from "../client.server.ts";
import { transaction } from "../client.server.ts";
import { vacuumAll } from "../maintenance.server.ts";

/**
 * The large data set of `npm run seed:large` (docs/performance.md): what an agency a few years
 * in might hold, for measuring the back office, backups and restores at scale. Every row is
 * computed from its position by set-based SQL, so the same scale gives the same rows on PGlite
 * and PostgreSQL, run after run, and 150,000 rows take seconds rather than minutes.
 */
const largeCounts = {
  contactMessages: 50_000,
  subscribers: 100_000,
  projects: 2_000,
  imagesPerProject: 5,
  testimonials: 5_000,
} as const;

// Times count back from one fixed moment, so the data does not depend on when it is made.
const anchor = "timestamptz '2026-11-01 12:00:00+00'";

const firstNames = [
  "Ana",
  "Bruno",
  "Carla",
  "Diego",
  "Elisa",
  "Felipe",
  "Gabriela",
  "Henrique",
  "Isabela",
  "João",
  "Larissa",
  "Marcos",
  "Natália",
  "Otávio",
  "Paula",
  "Rafael",
  "Sofia",
  "Tiago",
  "Vanessa",
  "Yuri",
];
const lastNames = [
  "Almeida",
  "Barbosa",
  "Cardoso",
  "Dias",
  "Esteves",
  "Ferreira",
  "Gomes",
  "Lima",
  "Martins",
  "Nunes",
  "Oliveira",
  "Pereira",
  "Ribeiro",
  "Santos",
  "Teixeira",
  "Vieira",
];
const subjects = [
  "Orçamento de site institucional",
  "Loja virtual para minha marca",
  "Aplicativo de agendamento",
  "Landing page para lançamento",
  "Redesign do site atual",
  "Portal de notícias",
  "Integração com meios de pagamento",
  "Manutenção mensal",
];
const companies = [
  "Padaria Pão Quente",
  "Clínica Sorriso",
  "Imobiliária Horizonte",
  "Auto Center Prime",
  "Studio Forma",
  "Café Aurora",
  "Escola Saber",
  "Pousada Mar Azul",
];

/** A SQL array literal of `values`, indexed by `index` (1-based: PostgreSQL arrays are). */
function pick(values: readonly string[], index: string) {
  const literal = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(",");
  return `(array[${literal}])[1 + (${index}) % ${values.length}]`;
}

const name = (i: string) =>
  `${pick(firstNames, i)} || ' ' || ${pick(lastNames, `${i} / ${firstNames.length}`)}`;

/**
 * Adds the large data set (scaled: 0.01 is a hundredth of every count) to a database whose content
 * tables are empty. Returns how many rows of each it wrote.
 */
export async function seedLargeData(db: Db, scale = 1) {
  const n = (count: number) => Math.max(1, Math.round(count * scale));
  const counts = {
    contactMessages: n(largeCounts.contactMessages),
    subscribers: n(largeCounts.subscribers),
    projects: n(largeCounts.projects),
    images: n(largeCounts.projects) * largeCounts.imagesPerProject,
    testimonials: n(largeCounts.testimonials),
  };
  await transaction(db, async (tx) => {
    const existing = (await tx.execute(sql`
      select (select count(*) from contact_messages) + (select count(*) from newsletter_subscribers)
           + (select count(*) from portfolio_projects) + (select count(*) from testimonials) as rows`)) as unknown as {
      rows: { rows: number | string }[];
    };
    if (Number(existing.rows[0]?.rows) > 0) throw new LargeSeedTargetNotEmptyError();

    await tx.execute(
      sql.raw(`
      insert into contact_messages (name, email, phone, subject, project_type, message, created_at, is_read, read_at)
      select ${name("i")}, 'cliente' || i || '@exemplo.com.br',
             '(11) 9' || lpad(((i::bigint * 7919) % 10000)::text, 4, '0') || '-' || lpad(((i::bigint * 104729) % 10000)::text, 4, '0'),
             ${pick(subjects, "i")}, ${pick(projectTypeOptions, "i")},
             'Olá! Gostaria de conversar sobre um projeto. Mensagem de número ' || i ||
               ', com detalhes do que precisamos, prazos e orçamento aproximado.',
             ${anchor} - make_interval(mins => i * 15), i % 4 <> 0,
             case when i % 4 <> 0 then ${anchor} - make_interval(mins => i * 15 - 60) end
        from generate_series(1, ${counts.contactMessages}) as i`),
    );

    await tx.execute(
      sql.raw(`
      insert into newsletter_subscribers (email, name, active, created_at)
      select 'assinante' || i || '@exemplo.com.br', case when i % 3 = 0 then null else ${name("i")} end,
             i % 10 <> 0, ${anchor} - make_interval(mins => i * 7)
        from generate_series(1, ${counts.subscribers}) as i`),
    );

    await tx.execute(
      sql.raw(`
      insert into portfolio_projects (title, slug, description, category, image_url, project_date, project_url, featured, active, display_order, created_at, updated_at)
      select 'Projeto ' || i || ' — ' || ${pick(companies, "i")}, 'projeto-' || i,
             'Site e identidade para ' || ${pick(companies, "i")} || ': projeto de número ' || i || ', do briefing à publicação.',
             ${pick(projectCategories, "i")}, '/media/large/projeto-' || i || '.webp',
             ${anchor} - make_interval(days => i), 'https://exemplo.com.br/' || i,
             i % 25 = 0, i % 20 <> 0, i - 1, ${anchor} - make_interval(hours => i), ${anchor} - make_interval(hours => i)
        from generate_series(1, ${counts.projects}) as i`),
    );

    await tx.execute(
      sql.raw(`
      insert into portfolio_images (project_id, image_url, caption, display_order, created_at)
      select p.id, '/media/large/projeto-' || (p.display_order + 1) || '-' || k || '.webp',
             case when k % 2 = 0 then 'Tela ' || k end, k - 1, p.created_at
        from portfolio_projects p cross join generate_series(1, ${largeCounts.imagesPerProject}) as k`),
    );

    await tx.execute(
      sql.raw(`
      insert into testimonials (client_name, client_email, company_name, project_type, content, rating, status, featured, created_at, approved_at)
      select ${name("i")}, 'depoimento' || i || '@exemplo.com.br', ${pick(companies, "i")}, ${pick(projectTypeOptions, "i")},
             'Trabalho excelente: entregaram no prazo e o site trouxe novos clientes. Depoimento ' || i || '.',
             3 + i % 3, (array['approved','approved','pending','rejected'])[1 + i % 4], i % 48 = 0,
             ${anchor} - make_interval(hours => i * 3),
             case when i % 4 in (0, 1) then ${anchor} - make_interval(hours => i * 3 - 1) end
        from generate_series(1, ${counts.testimonials}) as i`),
    );
  });
  await vacuumAll(db);
  return counts;
}

export class LargeSeedTargetNotEmptyError extends Error {
  constructor() {
    super(
      "O banco já tem conteúdo (projetos, depoimentos, mensagens ou assinantes): use uma pasta DATA_DIR ou um banco vazio.",
    );
  }
}
