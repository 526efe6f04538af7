import { Link } from "react-router";
import type { SiteFacts } from "../../../lib/site-facts.ts";
import { privacyPath, termsConstants } from "../legal-texts.ts";
import type { LegalSection } from "./legal-document.tsx";

/** The terms of service with docs/product.md#public-site / 9's constants: 15 days, 30 days, São Paulo, Brazilian law. */
export function termsOfServiceSections(site: SiteFacts): LegalSection[] {
  const email = <a href={`mailto:${site.email}`}>{site.email}</a>;
  const { proposalValidityDays, warrantyDays, courts } = termsConstants;

  return [
    {
      id: "aceitacao",
      title: "Aceitação dos termos",
      body: (
        <p>
          Estes Termos de Serviço regem o uso deste site e a contratação dos serviços da{" "}
          <strong>{site.name}</strong>, com sede em {site.streetAddress}, {site.city} -{" "}
          {site.region}. Ao navegar pelo site, enviar um formulário ou contratar um serviço, você
          declara que leu e concorda com estes termos. Se não concordar, não utilize o site.
        </p>
      ),
    },
    {
      id: "servicos",
      title: "Nossos serviços",
      body: (
        <>
          <p>
            Desenvolvemos sites institucionais, landing pages, plataformas web, aplicativos, lojas
            virtuais (e-commerces), design e soluções personalizadas para empresas no Brasil e no
            exterior.
          </p>
          <p>
            O escopo, os prazos, os valores e as condições de cada projeto são definidos na proposta
            comercial e no contrato assinado entre as partes, que prevalecem sobre estes termos no
            que forem específicos.
          </p>
        </>
      ),
    },
    {
      id: "uso-do-site",
      title: "Uso do site",
      body: (
        <>
          <p>Ao usar o site, você se compromete a:</p>
          <ul>
            <li>informar dados verdadeiros nos formulários de contato, depoimento e newsletter;</li>
            <li>
              não enviar conteúdo ilegal, ofensivo, enganoso ou que viole direitos de terceiros;
            </li>
            <li>
              não tentar acessar áreas restritas, sobrecarregar o site ou interferir no seu
              funcionamento.
            </li>
          </ul>
          <p>Podemos recusar ou remover mensagens e depoimentos que descumpram estas regras.</p>
        </>
      ),
    },
    {
      id: "propostas",
      title: "Orçamentos e propostas",
      body: (
        <>
          <p>
            Os orçamentos são gratuitos e elaborados a partir das informações que você nos fornecer.
            Cada proposta comercial é <strong>válida por {proposalValidityDays} dias</strong> a
            contar do seu envio. Depois desse prazo, valores e prazos podem ser revistos.
          </p>
          <p>
            Pedidos de alteração de escopo depois da aprovação da proposta podem gerar novo
            orçamento e novo cronograma.
          </p>
        </>
      ),
    },
    {
      id: "contratacao",
      title: "Contratação, prazos e pagamentos",
      body: (
        <>
          <p>
            O projeto começa após a aprovação da proposta, a assinatura do contrato e o pagamento da
            entrada combinada. As formas de pagamento e o cronograma constam do contrato.
          </p>
          <p>
            Cabe ao cliente fornecer textos, imagens, acessos e aprovações nos prazos combinados.
            Atrasos nessas entregas prorrogam os prazos do projeto pelo mesmo período.
          </p>
        </>
      ),
    },
    {
      id: "propriedade-intelectual",
      title: "Propriedade intelectual",
      body: (
        <>
          <p>
            Os textos, marcas, layouts e demais conteúdos deste site pertencem à {site.name} e não
            podem ser copiados sem autorização.
          </p>
          <p>
            Os direitos sobre o que for desenvolvido para o cliente são transferidos nos termos do
            contrato, após a quitação integral. O cliente garante ter os direitos sobre os materiais
            que nos entregar (logotipos, fotos, textos) e responde por eles.
          </p>
        </>
      ),
    },
    {
      id: "portfolio-e-depoimentos",
      title: "Portfólio e depoimentos",
      body: (
        <p>
          Podemos exibir em nosso portfólio os projetos entregues, salvo acordo de
          confidencialidade. Depoimentos enviados pelo site são publicados somente após aprovação da
          nossa equipe, e você pode pedir a remoção do seu a qualquer momento pelo e-mail {email}.
        </p>
      ),
    },
    {
      id: "garantia",
      title: "Garantia e suporte",
      body: (
        <>
          <p>
            Oferecemos <strong>garantia de {warrantyDays} dias para correção de bugs</strong>,
            contados a partir da entrega final do projeto. Nesse período corrigimos sem custo falhas
            de funcionamento no que desenvolvemos.
          </p>
          <p>A garantia não cobre:</p>
          <ul>
            <li>novas funcionalidades ou mudanças de escopo;</li>
            <li>problemas causados por alterações feitas pelo cliente ou por terceiros;</li>
            <li>
              falhas de serviços de terceiros, como hospedagem, domínios, meios de pagamento e lojas
              de aplicativos.
            </li>
          </ul>
          <p>Após a garantia, suporte e manutenção podem ser contratados à parte.</p>
        </>
      ),
    },
    {
      id: "responsabilidade",
      title: "Limitação de responsabilidade",
      body: (
        <>
          <p>
            Fazemos o possível para manter o site disponível e as informações corretas, mas não
            garantimos que ele funcione sem interrupções. Não respondemos por danos indiretos
            decorrentes do uso do site, nem pelo conteúdo de sites de terceiros para os quais ele
            tenha links.
          </p>
          <p>
            Nada nestes termos limita direitos garantidos ao consumidor pelo Código de Defesa do
            Consumidor.
          </p>
        </>
      ),
    },
    {
      id: "privacidade",
      title: "Privacidade",
      body: (
        <p>
          O tratamento dos seus dados pessoais segue a nossa{" "}
          <Link to={privacyPath}>Política de Privacidade</Link>, que faz parte destes termos.
        </p>
      ),
    },
    {
      id: "alteracoes",
      title: "Alterações dos termos",
      body: (
        <p>
          Podemos atualizar estes termos a qualquer momento. A versão em vigor é a publicada nesta
          página, com a data da última atualização. Contratos já assinados continuam regidos pelas
          condições vigentes na data da assinatura.
        </p>
      ),
    },
    {
      id: "lei-e-foro",
      title: "Lei aplicável e foro",
      body: (
        <p>
          Estes termos são regidos pela <strong>legislação brasileira</strong>. Fica eleito o{" "}
          <strong>foro da comarca de {courts}</strong>, no Estado de São Paulo, para resolver
          qualquer controvérsia, com renúncia a qualquer outro, ressalvado o direito do consumidor
          de propor ação no foro do seu domicílio.
        </p>
      ),
    },
    {
      id: "contato",
      title: "Contato",
      body: (
        <p>
          Dúvidas sobre estes termos? Fale com a gente pelo e-mail {email} ou pelo telefone{" "}
          {site.phoneDisplay}.
        </p>
      ),
    },
  ];
}
