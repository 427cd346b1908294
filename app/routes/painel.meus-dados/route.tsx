// /painel/meus-dados, 'Meus Dados': every logged-in person sees what the association holds about
// them, corrects their phone and address, sends their photo (the page takes uploads), chooses what
// the members' directory and the home page show of them, takes their data away (JSON and CSV) and
// asks for their account's deletion (LGPD). Each action is a POST answered with 303. The password is
// changed on /painel/seguranca, linked from here.
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node"
import { useLoaderData } from "@remix-run/react"
import { ConfirmDialog } from "~/components/ui/dialog"
import {
  ContatosForm,
  DadosList,
  ExclusaoConta,
  LevarDados,
  SenhaESeguranca,
  UltimosAcessos,
} from "./meus-dados"
import { meusDadosIntents } from "./meus-dados-actions.server"
import { meusContatosForm, minhaFotoForm } from "./meus-dados.forms"
import { FotoForm } from "./foto-form"
import { LembretesForm } from "./lembretes-form"
import { ListaSociosForm } from "./lista-socios-form"
import { PublicoForm } from "./publico-form"
import { PanelErrorBoundary } from "~/panel/panel-error-boundary"
import { PanelSection } from "~/panel/panel-section"
import { useActionResult } from "~/panel/panel-form"
import { dispatchIntent, type IntentOf } from "~/panel/intents.server"
import { panelData } from "~/panel/page-data.server"
import { requirePanelAccess } from "~/auth/guards.server"
import { cargoLabel } from "@veteranos/domain/cargos"
import { formatDate, formatDateTime, formatMoney, todayInSaoPaulo } from "~/utils/format"
import { readDialog } from "~/utils/list-params"
import { pageMeta } from "~/http/meta"
import type { MeusDadosDaPagina } from "./meus-dados.server"
import { prazoExclusao } from "~/features/site/privacidade"
import { sendForms } from "~/forms/submission.server"
import { withFormData } from "~/forms/form-data.server"
import { fileUrl } from "~/utils/files"
import { FOTO_THUMBS } from "@veteranos/domain/carteirinha"

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requirePanelAccess(request, "meusDados")
  const dialog = readDialog(new URL(request.url).searchParams, ["excluir"] as const)
  // PocketBase's reader: pocketbase/pb_hooks/lib/paginas/meus-dados.js.
  const { conta, filiacao, cargos, mensalidades, reservas, acessos, contatoPublico } =
    await panelData<MeusDadosDaPagina>(request, "os dados do usuário")
  const hoje = todayInSaoPaulo()
  return {
    forms: await sendForms(meusContatosForm, minhaFotoForm),
    dados: [
      ["Nome", conta.nome],
      ["E-mail", conta.email],
      ["Telefone", conta.telefone],
      ["Data de nascimento", conta.dt_nasc ? formatDate(conta.dt_nasc) : ""],
      ["Endereço", conta.endereco],
      [
        "Situação de associado",
        filiacao
          ? `${filiacao.ativo ? "Ativo" : "Inativo"} desde ${formatDate(filiacao.desde)}`
          : "Não associado",
      ],
      ["Cargo", cargos.map((cargo) => cargoLabel(cargo)).join(", ") || "Nenhum"],
      [
        "Mensalidades",
        // An exempt due is neither paid nor open (docs/decisions/dues-and-pix.md#an-exempt-due-is-not-owed).
        `${mensalidades.pagas} pagas, ${mensalidades.pendentes} pendentes (${formatMoney(
          mensalidades.emAberto,
        )} em aberto)${mensalidades.isentas > 0 ? `, ${mensalidades.isentas} isentas` : ""}`,
      ],
      ["Reservas", `${reservas.total} no total, ${reservas.aPartirDeHoje} a partir de hoje`],
    ] as Array<[string, string]>,
    contatos: { telefone: conta.telefone, endereco: conta.endereco },
    foto: conta.foto ? fileUrl("cadastro_geral", user.id, conta.foto, FOTO_THUMBS.lista) : null,
    lista: {
      escolhas: {
        lista_socios: conta.lista_socios,
        lista_whatsapp: conta.lista_whatsapp,
        aniversario_publico: conta.aniversario_publico,
      },
      telefone: conta.telefone,
      nascimento: conta.dt_nasc !== "",
      socio: filiacao?.ativo === true,
    },
    acessos: acessos.map((created) => formatDateTime(created)),
    exclusao: conta.exclusao_pedida_em
      ? {
          em: formatDate(conta.exclusao_pedida_em),
          prazo: formatDate(prazoExclusao(conta.exclusao_pedida_em, hoje).prazo),
        }
      : null,
    confirmarExclusao: dialog !== null && !conta.exclusao_pedida_em,
    receberLembretes: !conta.sem_lembretes,
    publico: { aniversario: conta.aniversario_publico, contato: contatoPublico },
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requirePanelAccess(request, "meusDados")
  // The photo comes as multipart; the other forms as any form (withFormData reads both).
  return withFormData(request, (formData) => dispatchIntent(request, user, formData, meusDadosIntents))
}

export default function MeusDados() {
  const loaderData = useLoaderData<typeof loader>()
  const contatosResult = useActionResult("contatos" satisfies IntentOf<typeof meusDadosIntents>)
  const fotoResult = useActionResult("foto" satisfies IntentOf<typeof meusDadosIntents>)
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-bold text-marca-900">Meus Dados</h1>
        <p className="mt-1 text-gray-700">
          Tudo o que a associação guarda sobre você, e o que você pode fazer com isso.
        </p>
      </div>

      <PanelSection id="seus-dados" title="Seus dados">
        <DadosList items={loaderData.dados} />
        <UltimosAcessos acessos={loaderData.acessos} />
      </PanelSection>

      <PanelSection id="corrigir" title="Corrigir telefone e endereço">
        <ContatosForm
          forms={loaderData.forms}
          lastResult={contatosResult}
          defaultValue={loaderData.contatos}
        />
      </PanelSection>

      <PanelSection id="foto" title="Sua foto">
        <FotoForm forms={loaderData.forms} lastResult={fotoResult} foto={loaderData.foto} />
      </PanelSection>

      <PanelSection id="lista-socios" title="Lista de sócios">
        <ListaSociosForm {...loaderData.lista} />
      </PanelSection>

      <PanelSection id="senha" title="Senha e segurança">
        <SenhaESeguranca />
      </PanelSection>

      <PanelSection id="lembretes" title="Lembretes de mensalidade">
        <LembretesForm receber={loaderData.receberLembretes} />
      </PanelSection>

      <PanelSection id="no-site" title="No site">
        <PublicoForm {...loaderData.publico} />
      </PanelSection>

      <PanelSection id="levar" title="Levar seus dados">
        <LevarDados />
      </PanelSection>

      <PanelSection id="exclusao" title="Excluir minha conta">
        <ExclusaoConta pedida={loaderData.exclusao} />
      </PanelSection>

      {loaderData.confirmarExclusao ? (
        <ConfirmDialog
          title="Pedir exclusão da conta"
          question="Tem certeza que deseja pedir a exclusão da sua conta? A diretoria apagará seus dados e você não poderá mais entrar no painel."
          intent={"excluir" satisfies IntentOf<typeof meusDadosIntents>}
          id="conta"
          confirmLabel="Pedir exclusão"
          pendingLabel="Enviando..."
          variant="danger"
        />
      ) : null}
    </div>
  )
}

export function ErrorBoundary() {
  return <PanelErrorBoundary heading="Meus Dados" loadError="Erro ao carregar seus dados" />
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: "Meus Dados" })

// A 503 keeps its Retry-After in the HTML answer.
export { headers } from "~/http/headers"
