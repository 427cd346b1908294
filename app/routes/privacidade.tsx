// /privacidade: the privacy notice (LGPD) in plain Portuguese: what each form collects and why, who
// sees it (read from the role matrix, so the notice follows the code), how long it is kept, and how
// a person uses their rights. Plain HTML: no loader, no data, nothing that needs JavaScript.
import type { MetaFunction } from "@remix-run/node"
import { Link } from "@remix-run/react"
import type { ReactNode } from "react"
import { PageHeader } from "~/components/layout/page-header"
import { ESCOLINHA_IDADE_MAXIMA } from "@veteranos/domain/escolinha"
import { formatDate } from "~/utils/format"
import { STATIC_PAGE } from "~/http/hydrate"
import { pageMeta } from "~/http/meta"
import { CAPABILITIES, PAINEL_AREAS, ROLE_LABELS, type Role } from "~/auth/permissions"
import { PRIVACIDADE_VERSAO } from "~/features/site/privacidade"
import { useRootData } from "~/http/root-data"

const BOARD_ROLES = ["presidente", "financeiro", "diretoria"] as const satisfies readonly Role[]

function rolesInWords(roles: readonly Role[]): string {
  const labels = BOARD_ROLES.filter((role) => roles.includes(role)).map((role) => ROLE_LABELS[role])
  return new Intl.ListFormat("pt-BR", { type: "conjunction" }).format(labels)
}

// Who may see each kind of data beyond its owner: the same areas and capabilities the guards use.
const QUEM_VE: Array<{ dados: string; roles: readonly Role[] }> = [
  { dados: "Pedidos de filiação (com CPF, RG e endereço)", roles: PAINEL_AREAS.solicitacoes.roles },
  {
    dados: "Cadastro dos associados (nome, e-mail, telefone, situação)",
    roles: PAINEL_AREAS.associados.roles,
  },
  { dados: "Mensalidades de todos os associados", roles: PAINEL_AREAS.financeiro.roles },
  { dados: "Reservas do espaço de todos os associados", roles: CAPABILITIES.manageReservas },
  {
    dados: "Mensagens de contato e pedidos da escolinha (com os dados das crianças)",
    roles: PAINEL_AREAS.mensagens.roles,
  },
  { dados: "Registro de atividades da diretoria", roles: CAPABILITIES.readAtividades },
]

function Secao({ id, titulo, children }: { id: string; titulo: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl font-bold text-marca-900">
        {titulo}
      </h2>
      <div className="mt-3 space-y-3 text-gray-800">{children}</div>
    </section>
  )
}

export default function Privacidade() {
  const { site } = useRootData()
  const { email, encarregado, retencaoMeses } = site.privacidade
  const meses = retencaoMeses === 1 ? "1 mês" : `${retencaoMeses} meses`
  const linkEmail = (
    <a href={`mailto:${email}`} className="font-semibold text-marca-700 underline">
      {email}
    </a>
  )
  return (
    <>
      <PageHeader
        title="Política de Privacidade"
        subtitle="Como a associação cuida dos seus dados pessoais, conforme a Lei Geral de Proteção de Dados (LGPD)."
      />
      <div className="mx-auto max-w-3xl px-4 py-10 leading-relaxed">
        <p className="text-sm text-gray-600">Versão de {formatDate(PRIVACIDADE_VERSAO)}.</p>

        <Secao id="quem-cuida" titulo="Quem cuida dos seus dados">
          <p>
            A {site.nome}, {site.endereco.logradouro}, {site.endereco.cidade}, CEP {site.endereco.cep}, é a
            responsável (controladora) pelos dados pessoais tratados neste site. Quem responde pelos assuntos
            de privacidade é o(a) {encarregado}, pelo e-mail {linkEmail}.
          </p>
          <p>
            Não vendemos seus dados, não fazemos propaganda com eles e não usamos ferramentas de rastreamento.
          </p>
        </Secao>

        <Secao id="o-que-coletamos" titulo="O que coletamos e por quê">
          <ul className="list-disc space-y-3 pl-6">
            <li>
              <strong>Pedido de filiação</strong> (<Link to="/associar">Associe-se</Link>): nome, e-mail,
              telefone, data de nascimento, RG, CPF, endereço e observações. Servem para a diretoria analisar
              o pedido e, se aprovado, criar o seu cadastro de associado. Usamos com o seu consentimento, dado
              no próprio formulário.
            </li>
            <li>
              <strong>Escolinha de futebol</strong> (<Link to="/escolinha">Escolinha</Link>): nome, CPF,
              telefone e e-mail do responsável, nome e data de nascimento da criança e observações. Servem
              para entrarmos em contato sobre a vaga e conferir a idade da turma. Dados de crianças são usados
              só com o consentimento do responsável e só a diretoria os vê.
            </li>
            <li>
              <strong>Mensagem de contato</strong> (<Link to="/contato">Contato</Link>): nome, e-mail,
              telefone, assunto e mensagem. Servem apenas para responder você.
            </li>
            <li>
              <strong>Conta de associado</strong>: nome, e-mail, telefone, data de nascimento e a foto, se
              você enviar uma; suas mensalidades, suas reservas do espaço e a data e hora dos seus últimos
              acessos (para sua segurança). No site público, os aniversariantes do mês aparecem só se você
              escolher, com o primeiro nome, o dia e o mês, nunca o ano.
            </li>
            <li>
              <strong>Carteirinha e recibos</strong>: quem lê o código da sua carteirinha vê só o seu primeiro
              nome com a inicial do sobrenome, a sua foto e se você está em dia; quem lê o código de um recibo
              vê o valor, o mês, a data do pagamento e o mesmo nome abreviado. Você pode gerar um novo código
              da carteirinha a qualquer momento.
            </li>
            <li>
              <strong>Lista de sócios</strong>: só aparece quem escolher, em Meus Dados, e só para outros
              sócios: o nome e a foto e, se você quiser, o WhatsApp e o aniversário (dia e mês). Você pode
              sair da lista quando quiser.
            </li>
            <li>
              <strong>Cookies</strong>: só os necessários para o site funcionar: o da sua sessão no painel, o
              que mostra um aviso depois de salvar algo e o que evita repetir a tela de abertura. O mapa da
              página de contato é carregado do OpenStreetMap, que recebe o endereço de internet de quem o vê.
            </li>
          </ul>
        </Secao>

        <Secao id="quem-ve" titulo="Quem vê os seus dados">
          <p>
            Você vê os seus próprios dados no painel. Além de você, cada tipo de dado só é visto por quem
            precisa dele:
          </p>
          <ul className="list-disc space-y-1 pl-6">
            {QUEM_VE.map((item) => (
              <li key={item.dados}>
                {item.dados}: {rolesInWords(item.roles)}.
              </li>
            ))}
          </ul>
          <p>
            Os e-mails do site (como a troca de senha) são enviados pelo nosso provedor de e-mail, que só os
            entrega.
          </p>
        </Secao>

        <Secao id="por-quanto-tempo" titulo="Por quanto tempo guardamos">
          <ul className="list-disc space-y-1 pl-6">
            <li>Pedidos de filiação não aprovados: apagados {meses} depois da decisão.</li>
            <li>Mensagens de contato: apagadas {meses} depois de respondidas.</li>
            <li>
              Pedidos da escolinha: apagados quando a criança passa da idade da turma (
              {ESCOLINHA_IDADE_MAXIMA} anos).
            </li>
            <li>
              Cadastro de associado: enquanto você for associado ou até pedir a exclusão. Mensalidades pagas
              são registros contábeis que a lei manda guardar; depois da exclusão elas ficam sem o seu nome.
            </li>
          </ul>
        </Secao>

        <Secao id="seus-direitos" titulo="Seus direitos e como usá-los">
          <p>
            A LGPD garante a você saber se tratamos seus dados, vê-los, corrigi-los, levá-los com você, pedir
            que sejam apagados, saber com quem são compartilhados e retirar o consentimento a qualquer
            momento.
          </p>
          <p>
            Associados fazem tudo isso sozinhos em{" "}
            <Link to={PAINEL_AREAS.meusDados.path} className="font-semibold text-marca-700 underline">
              Meus Dados
            </Link>
            , no painel: ver, corrigir telefone e endereço, baixar tudo em JSON e CSV e pedir a exclusão da
            conta. Qualquer outra pessoa (ou associado que prefira) pode escrever para {linkEmail}.
            Respondemos em até 15 dias.
          </p>
        </Secao>
      </div>
    </>
  )
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Política de Privacidade",
    description: "Como a associação trata os dados pessoais de associados, famílias e visitantes (LGPD).",
  })

// Works as HTML and CSS alone: no script is sent.
export const handle = STATIC_PAGE
