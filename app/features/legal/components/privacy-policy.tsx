import type { ReactNode } from "react";
import { Link } from "react-router";
import type { SiteFacts } from "../../../lib/site-facts.ts";
import { termsPath } from "../legal-texts.ts";
import { type LegalSection, LegalTable } from "./legal-document.tsx";

/**
 * The privacy policy under the LGPD (Lei nº 13.709/2018). Facts about the agency come from the
 * site configuration, so the policy always names the controller and channels really in use.
 */
export function privacyPolicySections(site: SiteFacts, cookieControl?: ReactNode): LegalSection[] {
  const email = <a href={`mailto:${site.email}?subject=Privacidade%20-%20LGPD`}>{site.email}</a>;
  const address = `${site.streetAddress}, ${site.city} - ${site.region}, CEP ${site.postalCode}`;

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
              <strong>Sua escolha sobre cookies:</strong> guardada no seu próprio navegador.
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
                "Identificadores do Google Ads",
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
        <ul>
          <li>
            <strong>Pedidos de contato:</strong> até 2 anos após o último contato. Se virarem um
            contrato, pelo tempo do contrato e por mais 5 anos, para cumprir obrigações legais e nos
            defender em eventuais processos.
          </li>
          <li>
            <strong>Depoimentos:</strong> enquanto estiverem publicados ou até você pedir a remoção.
            Depoimentos não aprovados são excluídos em até 6 meses.
          </li>
          <li>
            <strong>Newsletter:</strong> até você cancelar a inscrição. Depois disso guardamos
            apenas o registro do cancelamento, para não voltar a enviar mensagens, e o excluímos se
            você pedir.
          </li>
          <li>
            <strong>Registros de acesso:</strong> 6 meses, como exige o Marco Civil da Internet.
          </li>
          <li>
            <strong>Escolha de cookies:</strong> no seu navegador, até você apagá-la.
          </li>
        </ul>
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
              <strong>Google (Google Ads):</strong> somente se você aceitar os cookies de marketing,
              o site carrega a tag do Google Ads para saber se um anúncio gerou um contato. Com
              'Apenas Essenciais', nenhuma requisição é feita ao Google.
            </li>
            <li>
              <strong>Fornecedores de infraestrutura</strong> (hospedagem, banco de dados e e-mail),
              que tratam os dados apenas sob nossas instruções e com obrigação de sigilo.
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
              <strong>Marketing:</strong> cookies do Google Ads que medem conversões de anúncios. Só
              são ativados se você clicar em 'Aceitar Todos'.
            </li>
          </ul>
          <p>
            Para mudar sua escolha, apague o item <code>cookie-consent</code> do armazenamento local
            do navegador (ou limpe os dados deste site nas configurações do navegador) e recarregue
            a página: o aviso de cookies aparecerá de novo.
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
            Envie um e-mail para {email} dizendo o que deseja. Podemos pedir uma confirmação de
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
