import type { SiteFacts } from "../../lib/site-facts.ts";
import type { LegalContent, RichTextState } from "./documents.ts";

/**
 * Revision 1 of the privacy policy and the terms of service: the texts the pages showed before
 * they became editable, as Lexical's serialized state. `{{nome}}`, `{{email}}` and the other
 * marks are the site's facts, filled in from the settings when the document is first stored.
 * In the privacy policy, a paragraph reading only `{{finalidades}}`, `{{retencao}}`,
 * `{{compartilhamento}}` or `{{cookies}}` is where the page shows that section, generated from
 * the configuration (docs/architecture.md#content): those facts are not editable.
 */
// Lexical's serialized nodes, as its editor writes them.
type Inline = Record<string, unknown>;
const node = (type: string, children: unknown[], extra: object = {}) => ({
  type,
  children,
  direction: "ltr",
  format: "",
  indent: 0,
  version: 1,
  ...extra,
});
const t = (text: string, format = 0): Inline => ({
  type: "text",
  text,
  format,
  detail: 0,
  mode: "normal",
  style: "",
  version: 1,
});
const a = (url: string, ...children: Inline[]): Inline =>
  node("link", children, { url, rel: null, target: null, title: null });
const p = (...children: Inline[]) => node("paragraph", children, { textFormat: 0, textStyle: "" });
const h = (...children: Inline[]) => node("heading", children, { tag: "h2" });
const h3 = (...children: Inline[]) => node("heading", children, { tag: "h3" });
const list = (listType: "bullet" | "number", items: Inline[][]) =>
  node(
    "list",
    items.map((children, i) => node("listitem", children, { value: i + 1 })),
    { listType, start: 1, tag: listType === "bullet" ? "ul" : "ol" },
  );
const ul = (...items: Inline[][]) => list("bullet", items);
const ol = (...items: Inline[][]) => list("number", items);
const doc = (...children: object[]) =>
  ({ root: node("root", children) }) as unknown as RichTextState;

const terms = doc(
  h(t("Aceitação dos termos")),
  p(
    t("Estes Termos de Serviço regem o uso deste site e a contratação dos serviços da "),
    t("{{nome}}", 1),
    t(
      ", com sede em {{endereco}}, {{cidade}} - {{estado}}. Ao navegar pelo site, enviar um formulário ou contratar um serviço, você declara que leu e concorda com estes termos. Se não concordar, não utilize o site.",
    ),
  ),
  h(t("Nossos serviços")),
  p(
    t(
      "Desenvolvemos sites institucionais, landing pages, plataformas web, aplicativos, lojas virtuais (e-commerces), design e soluções personalizadas para empresas no Brasil e no exterior.",
    ),
  ),
  p(
    t(
      "O escopo, os prazos, os valores e as condições de cada projeto são definidos na proposta comercial e no contrato assinado entre as partes, que prevalecem sobre estes termos no que forem específicos.",
    ),
  ),
  h(t("Uso do site")),
  p(t("Ao usar o site, você se compromete a:")),
  ul(
    [t("informar dados verdadeiros nos formulários de contato, depoimento e newsletter;")],
    [t("não enviar conteúdo ilegal, ofensivo, enganoso ou que viole direitos de terceiros;")],
    [
      t(
        "não tentar acessar áreas restritas, sobrecarregar o site ou interferir no seu funcionamento.",
      ),
    ],
  ),
  p(t("Podemos recusar ou remover mensagens e depoimentos que descumpram estas regras.")),
  h(t("Orçamentos e propostas")),
  p(
    t(
      "Os orçamentos são gratuitos e elaborados a partir das informações que você nos fornecer. Cada proposta comercial é ",
    ),
    t("válida por 15 dias", 1),
    t(" a contar do seu envio. Depois desse prazo, valores e prazos podem ser revistos."),
  ),
  p(
    t(
      "Pedidos de alteração de escopo depois da aprovação da proposta podem gerar novo orçamento e novo cronograma.",
    ),
  ),
  h(t("Contratação, prazos e pagamentos")),
  p(
    t(
      "O projeto começa após a aprovação da proposta, a assinatura do contrato e o pagamento da entrada combinada. As formas de pagamento e o cronograma constam do contrato.",
    ),
  ),
  p(
    t(
      "Cabe ao cliente fornecer textos, imagens, acessos e aprovações nos prazos combinados. Atrasos nessas entregas prorrogam os prazos do projeto pelo mesmo período.",
    ),
  ),
  h(t("Propriedade intelectual")),
  p(
    t(
      "Os textos, marcas, layouts e demais conteúdos deste site pertencem à {{nome}} e não podem ser copiados sem autorização.",
    ),
  ),
  p(
    t(
      "Os direitos sobre o que for desenvolvido para o cliente são transferidos nos termos do contrato, após a quitação integral. O cliente garante ter os direitos sobre os materiais que nos entregar (logotipos, fotos, textos) e responde por eles.",
    ),
  ),
  h(t("Portfólio e depoimentos")),
  p(
    t(
      "Podemos exibir em nosso portfólio os projetos entregues, salvo acordo de confidencialidade. Depoimentos enviados pelo site são publicados somente após aprovação da nossa equipe, e você pode pedir a remoção do seu a qualquer momento pelo e-mail ",
    ),
    a("mailto:{{email}}", t("{{email}}")),
    t("."),
  ),
  h(t("Garantia e suporte")),
  p(
    t("Oferecemos "),
    t("garantia de 30 dias para correção de bugs", 1),
    t(
      ", contados a partir da entrega final do projeto. Nesse período corrigimos sem custo falhas de funcionamento no que desenvolvemos.",
    ),
  ),
  p(t("A garantia não cobre:")),
  ul(
    [t("novas funcionalidades ou mudanças de escopo;")],
    [t("problemas causados por alterações feitas pelo cliente ou por terceiros;")],
    [
      t(
        "falhas de serviços de terceiros, como hospedagem, domínios, meios de pagamento e lojas de aplicativos.",
      ),
    ],
  ),
  p(t("Após a garantia, suporte e manutenção podem ser contratados à parte.")),
  h(t("Limitação de responsabilidade")),
  p(
    t(
      "Fazemos o possível para manter o site disponível e as informações corretas, mas não garantimos que ele funcione sem interrupções. Não respondemos por danos indiretos decorrentes do uso do site, nem pelo conteúdo de sites de terceiros para os quais ele tenha links.",
    ),
  ),
  p(
    t(
      "Nada nestes termos limita direitos garantidos ao consumidor pelo Código de Defesa do Consumidor.",
    ),
  ),
  h(t("Privacidade")),
  p(
    t("O tratamento dos seus dados pessoais segue a nossa "),
    a("/politica-de-privacidade", t("Política de Privacidade")),
    t(", que faz parte destes termos."),
  ),
  h(t("Alterações dos termos")),
  p(
    t(
      "Podemos atualizar estes termos a qualquer momento. A versão em vigor é a publicada nesta página, com a data da última atualização. Contratos já assinados continuam regidos pelas condições vigentes na data da assinatura.",
    ),
  ),
  h(t("Lei aplicável e foro")),
  p(
    t("Estes termos são regidos pela "),
    t("legislação brasileira", 1),
    t(". Fica eleito o "),
    t("foro da comarca de São Paulo", 1),
    t(
      ", no Estado de São Paulo, para resolver qualquer controvérsia, com renúncia a qualquer outro, ressalvado o direito do consumidor de propor ação no foro do seu domicílio.",
    ),
  ),
  h(t("Contato")),
  p(
    t("Dúvidas sobre estes termos? Fale com a gente pelo e-mail "),
    a("mailto:{{email}}", t("{{email}}")),
    t(" ou pelo telefone {{telefone}}."),
  ),
);

const privacy = doc(
  h(t("Quem cuida dos seus dados")),
  p(
    t("A "),
    t("{{nome}}", 1),
    t(
      ", agência de soluções digitais com sede em {{endereco}}, {{cidade}} - {{estado}}, CEP {{cep}}, é a controladora dos dados pessoais tratados neste site, nos termos da Lei Geral de Proteção de Dados Pessoais (LGPD, Lei nº 13.709/2018).",
    ),
  ),
  p(
    t(
      "Para qualquer assunto sobre privacidade, inclusive para falar com o nosso encarregado pelo tratamento de dados pessoais, escreva para ",
    ),
    a("mailto:{{email}}?subject=Privacidade%20-%20LGPD", t("{{email}}")),
    t(" ou ligue para {{telefone}}."),
  ),
  p(
    t(
      "Esta política explica quais dados coletamos, por que, com base em qual autorização legal, por quanto tempo os guardamos, com quem os compartilhamos e como você exerce os seus direitos.",
    ),
  ),
  h(t("Quais dados coletamos")),
  p(t("Coletamos apenas o que você nos informa e o mínimo necessário para o site funcionar:")),
  ul(
    [
      t("Pedido de contato ou orçamento:", 1),
      t(" nome, e-mail, telefone, tipo de projeto, assunto e mensagem."),
    ],
    [
      t("Depoimento:", 1),
      t(
        " nome, e-mail, empresa (opcional), tipo de projeto, nota e texto. O e-mail nunca é exibido publicamente; ele serve apenas para confirmarmos a autoria e falarmos com você.",
      ),
    ],
    [t("Newsletter:", 1), t(" e-mail (e nome, se você informar).")],
    [
      t("Registros de acesso:", 1),
      t(
        " endereço IP, data e hora, página acessada e dados técnicos do navegador, que todo servidor registra por segurança.",
      ),
    ],
    [
      t("Sua escolha sobre cookies:", 1),
      t(
        " guardada no seu navegador e, com um identificador anônimo, no nosso servidor, como prova da escolha.",
      ),
    ],
  ),
  p(
    t(
      "Não coletamos dados sensíveis e o site não é destinado a menores de 18 anos. Não tomamos decisões automatizadas sobre você com base nesses dados.",
    ),
  ),
  p(t("{{finalidades}}")),
  p(t("{{retencao}}")),
  p(t("{{compartilhamento}}")),
  h(t("Transferência internacional")),
  p(
    t(
      "Meta e Google podem tratar dados em servidores fora do Brasil, principalmente nos Estados Unidos. Essas transferências seguem o art. 33 da LGPD e se apoiam nas garantias contratuais que essas empresas oferecem, como cláusulas-padrão de proteção de dados. Quando atendemos clientes na Suíça, os dados necessários ao projeto são trocados apenas com o próprio cliente.",
    ),
  ),
  h(t("Estatísticas de visitas")),
  p(
    t(
      "Para saber quais páginas são vistas e de onde vêm os contatos, o próprio servidor do site conta as visitas, sem cookie, sem script e sem nada guardado no seu aparelho. Contamos: a página vista, o site de onde você veio (só o endereço dele), as etiquetas de campanha do link (",
    ),
    t("utm_source", 16),
    t(", "),
    t("utm_medium", 16),
    t(", "),
    t("utm_campaign", 16),
    t(
      "), o tipo de aparelho (celular, tablet ou computador) e quando alguém envia um contato, clica no WhatsApp, assina a newsletter ou envia um depoimento. Robôs de busca não são contados.",
    ),
  ),
  p(
    t(
      "Para contar visitantes sem identificá-los, misturamos o endereço IP e o navegador com um valor aleatório que muda todo dia e é apagado depois de 48 horas; guardamos só o resultado, do qual não se volta ao IP. O IP e o navegador nunca são gravados. Quando você nos envia uma mensagem, ela guarda de onde veio a sua primeira visita do dia (site de origem, campanha e página de entrada). Os registros de visitas são somados por dia depois de 90 dias.",
    ),
  ),
  p(t("{{cookies}}")),
  h(t("Seus direitos")),
  p(t("Pelo art. 18 da LGPD, você pode pedir a qualquer momento:")),
  ol(
    [t("a confirmação de que tratamos seus dados;")],
    [t("o acesso aos seus dados;")],
    [t("a correção de dados incompletos, inexatos ou desatualizados;")],
    [
      t(
        "a anonimização, o bloqueio ou a eliminação de dados desnecessários, excessivos ou tratados em desconformidade com a lei;",
      ),
    ],
    [t("a portabilidade dos dados a outro fornecedor;")],
    [t("a eliminação dos dados tratados com base no seu consentimento;")],
    [t("a informação sobre com quem compartilhamos seus dados;")],
    [t("a informação sobre a possibilidade de não dar consentimento e as consequências disso;")],
    [t("a revogação do consentimento.")],
  ),
  p(
    t(
      "Você também pode se opor a um tratamento feito com base no legítimo interesse, se entender que ele descumpre a lei.",
    ),
  ),
  h3(t("Como exercer")),
  p(
    t("Envie um e-mail para "),
    a("mailto:{{email}}?subject=Privacidade%20-%20LGPD", t("{{email}}")),
    t(
      " dizendo o que deseja: acesso, correção, exportação dos seus dados em arquivo (portabilidade) ou exclusão. Podemos pedir uma confirmação de identidade antes de atender, para proteger seus dados. Respondemos em até 15 dias. Para deixar de receber a newsletter, basta usar o link de cancelamento em qualquer edição.",
    ),
  ),
  p(
    t(
      "Se achar que não resolvemos sua solicitação, você pode apresentar uma reclamação à Autoridade Nacional de Proteção de Dados (ANPD) pelo site ",
    ),
    a("https://www.gov.br/anpd", t("gov.br/anpd")),
    t("."),
  ),
  h(t("Como protegemos seus dados")),
  p(
    t(
      "Usamos conexão criptografada (HTTPS), senhas armazenadas apenas em forma de hash, acesso restrito à equipe autorizada, registros de acesso e cópias de segurança. Nenhum sistema é totalmente imune a falhas; se ocorrer um incidente de segurança que possa causar risco ou dano relevante, avisaremos você e a ANPD, como determina o art. 48 da LGPD.",
    ),
  ),
  h(t("Alterações desta política")),
  p(
    t(
      "Podemos atualizar esta política para refletir mudanças no site ou na lei. A versão em vigor é sempre a publicada nesta página, com a data da última atualização no topo. Mudanças relevantes serão destacadas no site. Consulte também os nossos ",
    ),
    a("/termos-de-servico", t("Termos de Serviço")),
    t("."),
  ),
);

const common = {
  privacy: {
    eyebrow: "Privacidade e LGPD",
    title: "Política de Privacidade",
    intro:
      "Transparência sobre como tratamos seus dados pessoais, em linguagem direta e conforme a Lei Geral de Proteção de Dados.",
    seo: {
      title: "Política de Privacidade",
      description:
        "Como a Nexo Digital trata seus dados pessoais conforme a LGPD: finalidades, bases legais, prazos, compartilhamento, cookies e seus direitos.",
    },
    body: privacy,
  },
  terms: {
    eyebrow: "Condições de uso",
    title: "Termos de Serviço",
    intro:
      "As regras para usar este site e para contratar nossos serviços, escritas para serem lidas.",
    seo: {
      title: "Termos de Serviço",
      description:
        "Condições de uso do site e de contratação da Nexo Digital: propostas, prazos, garantia de 30 dias, propriedade intelectual, lei e foro.",
    },
    body: terms,
  },
} as const;

/** The site facts' marks in the seed and what fills each one. */
const marks: Record<string, (site: SiteFacts) => string> = {
  "{{nome}}": (site) => site.name,
  "{{email}}": (site) => site.email,
  "{{endereco}}": (site) => site.streetAddress,
  "{{cidade}}": (site) => site.city,
  "{{estado}}": (site) => site.region,
  "{{cep}}": (site) => site.postalCode,
  "{{telefone}}": (site) => site.phoneDisplay,
  "{{whatsapp}}": (site) => site.whatsapp,
};

function fill(value: unknown, site: SiteFacts): unknown {
  if (typeof value === "string") {
    return value.replace(/\{\{\w+\}\}/g, (mark) => marks[mark]?.(site) ?? mark);
  }
  if (Array.isArray(value)) return value.map((item) => fill(item, site));
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v, site)]));
  }
  return value;
}

export function legalSeed(key: "privacy" | "terms", site: SiteFacts): LegalContent {
  const { seo, body, ...texts } = common[key];
  return {
    ...texts,
    lastUpdated: "2023-04-23",
    body: fill(body, site) as RichTextState,
    seo: {
      ...seo,
      image: { mediaId: null, alt: `${site.name}: ${texts.title}` },
    },
  };
}
