import type { ReactNode } from "react";
import { retentionPeriods } from "../../../lib/retention-periods.ts";
import type { SiteFacts } from "../../../lib/site-facts.ts";
import type { PrivacySlot } from "../legal-page.ts";
import { type LegalSection, LegalTable } from "./legal-document.tsx";

/** A period in days as a person says it: "30 dias", "1 ano", "2 anos". */
function days(count: number): string {
  if (count % 365 === 0) return count === 365 ? "1 ano" : `${count / 365} anos`;
  return count === 1 ? "1 dia" : `${count} dias`;
}

/**
 * The privacy policy's sections that state the configuration (docs/architecture.md#content): the
 * purposes and their legal bases, the retention periods, who data is shared with and the cookies,
 * with the visitor's own cookie choice. Not editable: the published document marks where each
 * goes, and the rest of the policy is its text, under the LGPD (Lei nº 13.709/2018).
 */
export function privacyPolicySlots(
  site: SiteFacts,
  cookieControl?: ReactNode,
): Record<PrivacySlot, LegalSection> {
  const policy = site.privacy;

  return {
    finalidades: {
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
    retencao: {
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
    compartilhamento: {
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
    cookies: {
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
  };
}
