import type { ReactNode } from "react";
import { Link } from "react-router";
import { retentionPeriods } from "../../../lib/retention-periods.ts";
import type { SiteFacts } from "../../../lib/site-facts.ts";
import { termsPath } from "../legal-texts.ts";
import { type LegalSection, LegalTable } from "./legal-document.tsx";

/** A period in days as a person says it: "30 dias", "1 ano", "2 anos". */
function days(count: number): string {
  if (count % 365 === 0) return count === 365 ? "1 ano" : `${count / 365} anos`;
  return count === 1 ? "1 dia" : `${count} dias`;
}

/**
 * The privacy policy under the LGPD (Lei nº 13.709/2018). Facts about the agency come from the
 * site configuration, so the policy always names the controller and channels really in use.
 */
export function privacyPolicySections(site: SiteFacts, cookieControl?: ReactNode): LegalSection[] {
  const email = <a href={`mailto:${site.email}?subject=Privacidade%20-%20LGPD`}>{site.email}</a>;
  const address = `${site.streetAddress}, ${site.city} - ${site.region}, CEP ${site.postalCode}`;
  const policy = site.privacy;

  return [
    {
      id: "controlador",
      title: "Quem cuida dos seus dados",
      body: (
        <>
          <p>
            A <strong>{site.name}</strong>, agência de soluções digitais com sede em {address}, é a
            controladora dos dados pessoais tratados neste site, nos termos da Lei Geral de Proteção
            de Dados Pessoais (LGPD, Lei nº 13.709/2018).
          </p>
          <p>
            Para qualquer assunto sobre privacidade, inclusive para falar com o nosso encarregado
            pelo tratamento de dados pessoais, escreva para {email} ou ligue para{" "}
            {site.phoneDisplay}.
          </p>
          <p>
            Esta política explica quais dados coletamos, por que, com base em qual autorização
            legal, por quanto tempo os guardamos, com quem os compartilhamos e como você exerce os
            seus direitos.
          </p>
        </>
      ),
    },
    {
      id: "dados-coletados",
      title: "Quais dados coletamos",
      body: (
        <>
          <p>
            Coletamos apenas o que você nos informa e o mínimo necessário para o site funcionar:
          </p>
          <ul>
            <li>
              <strong>Pedido de contato ou orçamento:</strong> nome, e-mail, telefone, tipo de
              projeto, assunto e mensagem.
            </li>
            <li>
              <strong>Depoimento:</strong> nome, e-mail, empresa (opcional), tipo de projeto, nota e
              texto. O e-mail nunca é exibido publicamente; ele serve apenas para confirmarmos a
              autoria e falarmos com você.
            </li>
            <li>
              <strong>Newsletter:</strong> e-mail (e nome, se você informar).
            </li>
            <li>
              <strong>Registros de acesso:</strong> endereço IP, data e hora, página acessada e
              dados técnicos do navegador, que todo servidor registra por segurança.
            </li>
            <li>
              <strong>Sua escolha sobre cookies:</strong> guardada no seu navegador e, com um
              identificador anônimo, no nosso servidor, como prova da escolha.
            </li>
          </ul>
          <p>
            Não coletamos dados sensíveis e o site não é destinado a menores de 18 anos. Não tomamos
            decisões automatizadas sobre você com base nesses dados.
          </p>
        </>
      ),
    },
    {
      id: "finalidades",
      title: "Para que usamos e com qual base legal",
      body: (
        <>
          <p>Cada uso tem uma finalidade definida e uma das bases legais do art. 7º da LGPD:</p>
          <LegalTable
            label="Finalidades e bases legais"
            head={["Finalidade", "Dados", "Base legal (LGPD)"]}
            rows={[
              [
                "Responder pedidos de contato e preparar propostas",
                "Dados do formulário de contato",
                "Procedimentos preliminares a um contrato a seu pedido (art. 7º, V) e legítimo interesse (art. 7º, IX)",
              ],
              [
                "Publicar seu depoimento após aprovação",
                "Nome, empresa, tipo de projeto, nota e texto",
                "Consentimento (art. 7º, I), que você pode revogar",
              ],
              [
                "Confirmar a autoria de um depoimento",
                "E-mail",
                "Legítimo interesse (art. 7º, IX)",
              ],
              [
                "Enviar a newsletter",
                "E-mail e nome",
                "Consentimento (art. 7º, I); cancele quando quiser",
              ],
              [
                "Manter o site seguro e cumprir a lei",
                "Registros de acesso",
                "Obrigação legal (art. 7º, II; Marco Civil da Internet, art. 15) e legítimo interesse (art. 7º, IX)",
              ],
              [
                "Funcionamento do site (cookies essenciais)",
                "Escolha de cookies; sessão da área administrativa",
                "Legítimo interesse (art. 7º, IX), pois são indispensáveis",
              ],
              [
                "Medir resultados de anúncios (cookies de marketing)",
                policy.adsEnabled
                  ? "Identificadores do Google Ads"
                  : "Identificadores do Google Ads, se o site passar a usá-lo (hoje não usa)",
                "Consentimento (art. 7º, I), somente se você clicar em 'Aceitar Todos'",
              ],
            ]}
          />
        </>
      ),
    },
    {
      id: "retencao",
      title: "Por quanto tempo guardamos",
      body: (
        <>
          <ul>
            <li>
              <strong>Pedidos de contato:</strong> {days(policy.retentionMessagesDays)} a partir do
              envio; depois disso são excluídos automaticamente. Se virarem um contrato, os dados
              necessários passam a fazer parte dele e são guardados pelo tempo do contrato e por
              mais 5 anos, para cumprir obrigações legais. Envios identificados como spam são
              excluídos após {days(retentionPeriods.spamDays)}.
            </li>
            <li>
              <strong>Depoimentos:</strong> enquanto estiverem publicados ou até você pedir a
              remoção. Depoimentos não aprovados são excluídos após{" "}
              {days(retentionPeriods.unapprovedTestimonialsDays)}.
            </li>
            <li>
              <strong>Newsletter:</strong> até você cancelar a inscrição. O e-mail de quem cancelou
              é apagado {days(retentionPeriods.unsubscribedDays)} depois. Inscrições não confirmadas
              pelo link enviado por e-mail são apagadas após{" "}
              {days(retentionPeriods.pendingSubscriptionDays)}.
            </li>
            <li>
              <strong>Registros de consentimento:</strong> quando você se inscreve na newsletter,
              envia um formulário ou escolhe sobre cookies, guardamos a data, o formulário, a versão
              desta política e o endereço IP, para comprovar o que foi autorizado (LGPD, art. 8º,
              §2º), enquanto durar o tratamento que dependa dele.
            </li>
            <li>
              <strong>Registros de acesso:</strong> 6 meses, como exige o Marco Civil da Internet.
              As ações da nossa equipe na área administrativa ficam registradas por{" "}
              {days(retentionPeriods.auditDays)}.
            </li>
          </ul>
          <p>
            Uma rotina diária apaga o que passou do prazo. Você pode pedir a exclusão antes disso a
            qualquer momento (veja "Seus direitos").
          </p>
        </>
      ),
    },
    {
      id: "compartilhamento",
      title: "Com quem compartilhamos",
      body: (
        <>
          <p>Não vendemos nem alugamos dados pessoais. Eles só são compartilhados com:</p>
          <ul>
            <li>
              <strong>WhatsApp (Meta Platforms):</strong> ao enviar o formulário de contato, abrimos
              uma conversa no WhatsApp com o texto do seu pedido já preenchido. A mensagem só é
              enviada se você confirmar no aplicativo, e a partir daí a Meta a trata segundo a
              política de privacidade dela.
            </li>
            <li>
              <strong>Google (Google Ads):</strong>{" "}
              {policy.adsEnabled
                ? "somente se você aceitar os cookies de marketing, o site carrega a tag do Google Ads para saber se um anúncio gerou um contato. Com 'Apenas Essenciais', nenhuma requisição é feita ao Google."
                : "hoje o site não usa o Google Ads. Se passar a usar, a tag só será carregada se você aceitar os cookies de marketing."}
            </li>
            {policy.mailHost && (
              <li>
                <strong>Provedor de e-mail ({policy.mailHost}):</strong> envia os avisos de novos
                contatos à nossa equipe e as mensagens que você pediu (como a confirmação da
                newsletter).
              </li>
            )}
            <li>
              <strong>Fornecedores de infraestrutura</strong> (hospedagem e banco de dados), que
              tratam os dados apenas sob nossas instruções e com obrigação de sigilo.
            </li>
            <li>
              <strong>Autoridades públicas,</strong> quando uma lei ou ordem judicial exigir.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: "transferencia-internacional",
      title: "Transferência internacional",
      body: (
        <p>
          Meta e Google podem tratar dados em servidores fora do Brasil, principalmente nos Estados
          Unidos. Essas transferências seguem o art. 33 da LGPD e se apoiam nas garantias
          contratuais que essas empresas oferecem, como cláusulas-padrão de proteção de dados.
          Quando atendemos clientes na Suíça, os dados necessários ao projeto são trocados apenas
          com o próprio cliente.
        </p>
      ),
    },
    {
      id: "estatisticas",
      title: "Estatísticas de visitas",
      body: (
        <>
          <p>
            Para saber quais páginas são vistas e de onde vêm os contatos, o próprio servidor do
            site conta as visitas, sem cookie, sem script e sem nada guardado no seu aparelho.
            Contamos: a página vista, o site de onde você veio (só o endereço dele), as etiquetas de
            campanha do link (<code>utm_source</code>, <code>utm_medium</code>,{" "}
            <code>utm_campaign</code>), o tipo de aparelho (celular, tablet ou computador) e quando
            alguém envia um contato, clica no WhatsApp, assina a newsletter ou envia um depoimento.
            Robôs de busca não são contados.
          </p>
          <p>
            Para contar visitantes sem identificá-los, misturamos o endereço IP e o navegador com um
            valor aleatório que muda todo dia e é apagado depois de 48 horas; guardamos só o
            resultado, do qual não se volta ao IP. O IP e o navegador nunca são gravados. Quando
            você nos envia uma mensagem, ela guarda de onde veio a sua primeira visita do dia (site
            de origem, campanha e página de entrada). Os registros de visitas são somados por dia
            depois de 90 dias.
          </p>
        </>
      ),
    },
    {
      id: "cookies",
      title: "Cookies e armazenamento local",
      body: (
        <>
          <p>Usamos duas categorias:</p>
          <ul>
            <li>
              <strong>Essenciais:</strong> necessários para o site funcionar, como o registro da sua
              escolha sobre cookies (item <code>cookie-consent</code> no armazenamento local do
              navegador) e o cookie de sessão da área administrativa, usado apenas pela nossa
              equipe. Não podem ser desativados.
            </li>
            <li>
              <strong>Marketing:</strong>{" "}
              {policy.adsEnabled
                ? "cookies do Google Ads que medem conversões de anúncios. Só são ativados se você clicar em 'Aceitar Todos'."
                : "hoje o site não usa nenhum. Se passar a usar os do Google Ads, que medem conversões de anúncios, eles só serão ativados se você clicar em 'Aceitar Todos'."}
            </li>
          </ul>
          <p>
            Para mudar sua escolha a qualquer momento, use 'Preferências de cookies' no rodapé de
            qualquer página: o aviso de cookies abre de novo e a nova escolha vale na hora.
          </p>
          {cookieControl}
        </>
      ),
    },
    {
      id: "direitos",
      title: "Seus direitos",
      body: (
        <>
          <p>Pelo art. 18 da LGPD, você pode pedir a qualquer momento:</p>
          <ol>
            <li>a confirmação de que tratamos seus dados;</li>
            <li>o acesso aos seus dados;</li>
            <li>a correção de dados incompletos, inexatos ou desatualizados;</li>
            <li>
              a anonimização, o bloqueio ou a eliminação de dados desnecessários, excessivos ou
              tratados em desconformidade com a lei;
            </li>
            <li>a portabilidade dos dados a outro fornecedor;</li>
            <li>a eliminação dos dados tratados com base no seu consentimento;</li>
            <li>a informação sobre com quem compartilhamos seus dados;</li>
            <li>
              a informação sobre a possibilidade de não dar consentimento e as consequências disso;
            </li>
            <li>a revogação do consentimento.</li>
          </ol>
          <p>
            Você também pode se opor a um tratamento feito com base no legítimo interesse, se
            entender que ele descumpre a lei.
          </p>
          <h3>Como exercer</h3>
          <p>
            Envie um e-mail para {email} dizendo o que deseja: acesso, correção, exportação dos seus
            dados em arquivo (portabilidade) ou exclusão. Podemos pedir uma confirmação de
            identidade antes de atender, para proteger seus dados. Respondemos em até 15 dias. Para
            deixar de receber a newsletter, basta usar o link de cancelamento em qualquer edição.
          </p>
          <p>
            Se achar que não resolvemos sua solicitação, você pode apresentar uma reclamação à
            Autoridade Nacional de Proteção de Dados (ANPD) pelo site{" "}
            <a href="https://www.gov.br/anpd" target="_blank" rel="noopener noreferrer">
              gov.br/anpd
            </a>
            .
          </p>
        </>
      ),
    },
    {
      id: "seguranca",
      title: "Como protegemos seus dados",
      body: (
        <>
          <p>
            Usamos conexão criptografada (HTTPS), senhas armazenadas apenas em forma de hash, acesso
            restrito à equipe autorizada, registros de acesso e cópias de segurança. Nenhum sistema
            é totalmente imune a falhas; se ocorrer um incidente de segurança que possa causar risco
            ou dano relevante, avisaremos você e a ANPD, como determina o art. 48 da LGPD.
          </p>
        </>
      ),
    },
    {
      id: "alteracoes",
      title: "Alterações desta política",
      body: (
        <p>
          Podemos atualizar esta política para refletir mudanças no site ou na lei. A versão em
          vigor é sempre a publicada nesta página, com a data da última atualização no topo.
          Mudanças relevantes serão destacadas no site. Consulte também os nossos{" "}
          <Link to={termsPath}>Termos de Serviço</Link>.
        </p>
      ),
    },
  ];
}
