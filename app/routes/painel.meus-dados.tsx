// /painel/meus-dados, 'Meus Dados': every logged-in person sees what the association holds about
// them, corrects their phone and address, changes their password, takes their data away (JSON and
// CSV) and asks for their account's deletion (LGPD). Each action is a POST answered with 303.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node"
import { useActionData, useLoaderData } from "@remix-run/react"
import { ConfirmDialog } from "~/components/ui/dialog"
import {
  ContatosForm,
  DadosList,
  ExclusaoConta,
  LevarDados,
  MeusDadosSection,
  SenhaForm,
  UltimosAcessos,
} from "~/features/meus-dados/meus-dados"
import { PanelErrorBoundary } from "~/panel/panel-error-boundary"
import { orLoadError } from "~/panel/panel-load.server"
import {
  changePassword,
  setExclusaoPedida,
  updateContato,
  WrongPasswordError,
} from "~/auth/cadastro-geral.server"
import { meusContatosForm, trocarSenhaForm } from "~/features/meus-dados/meus-dados.forms"
import { requirePanelAccess } from "~/auth/guards.server"
import { cargoLabel } from "@veteranos/domain/cargos"
import { errorMessage } from "~/utils/errors"
import { formatDate, formatDateTime, formatMoney, todayISO } from "~/utils/format"
import { unknownIntent } from "~/forms/intent.server"
import { readDialog } from "~/utils/list-params"
import { pageMeta } from "~/http/meta"
import { collectMeusDados } from "~/features/meus-dados/meus-dados.server"
import { saveReminders } from "~/features/meus-dados/lembretes.server"
import { LembretesForm } from "~/features/meus-dados/lembretes-form"
import { readContatoPublico, saveContatoPublico } from "~/features/meus-dados/publico.server"
import { PublicoForm } from "~/features/meus-dados/publico-form"
import { prazoExclusao } from "~/features/site/privacidade"
import { commitUserSession } from "~/auth/session.server"
import { redirectWithToast } from "~/http/toast.server"
import { parseForm, sendForms } from "~/forms/submission.server"
import { readFormData } from "~/forms/form-data.server"
import { failedWrite } from "~/http/pocketbase.server"

const ACESSOS_MOSTRADOS = 5
const PAGE = "/painel/meus-dados"

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requirePanelAccess(request, "meusDados")
  const dialog = readDialog(new URL(request.url).searchParams, ["excluir"] as const)
  const { conta, filiacao, diretoria, mensalidades, reservas, acessos } = await orLoadError(
    "os dados do usuário",
    collectMeusDados(user),
  )
  const contatoPublico = await orLoadError("os dados do usuário", readContatoPublico(user))
  const pendentes = mensalidades.filter((mensalidade) => mensalidade.status === "pendente")
  // An exempt due is neither paid nor open (docs/decisions/dues-and-pix.md#an-exempt-due-is-not-owed).
  const pagas = mensalidades.filter((mensalidade) => mensalidade.status === "pago").length
  const isentas = mensalidades.filter((mensalidade) => mensalidade.status === "isenta").length
  const hoje = todayISO()
  return {
    forms: await sendForms(meusContatosForm, trocarSenhaForm),
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
      ["Cargo", diretoria.map((cargo) => cargoLabel(cargo.cargo)).join(", ") || "Nenhum"],
      [
        "Mensalidades",
        `${pagas} pagas, ${pendentes.length} pendentes (${formatMoney(
          pendentes.reduce((total, mensalidade) => total + mensalidade.valor, 0),
        )} em aberto)${isentas > 0 ? `, ${isentas} isentas` : ""}`,
      ],
      [
        "Reservas",
        `${reservas.length} no total, ${reservas.filter((reserva) => reserva.data >= hoje).length} a partir de hoje`,
      ],
    ] as Array<[string, string]>,
    contatos: { telefone: conta.telefone, endereco: conta.endereco },
    acessos: acessos.slice(0, ACESSOS_MOSTRADOS).map((acesso) => formatDateTime(acesso.created)),
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
  const formData = await readFormData(request)
  const intent = formData.get("intent")

  if (intent === "contatos") {
    const submission = await parseForm(formData, meusContatosForm)
    if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 })
    try {
      await updateContato(user.token, user.id, {
        ...submission.value,
        endereco: submission.value.endereco ?? "",
      })
      return redirectWithToast(PAGE, { type: "success", title: "Dados atualizados" })
    } catch (error) {
      console.error("Falha ao atualizar contatos:", errorMessage(error))
      const erro = "Não foi possível atualizar seus dados. Tente novamente."
      return data({ intent, result: submission.reply({ formErrors: [erro] }) }, failedWrite(error))
    }
  }

  if (intent === "senha") {
    const hideFields = ["oldPassword", "password", "passwordConfirm"]
    const submission = await parseForm(formData, trocarSenhaForm)
    if (submission.status !== "success") {
      return data({ intent, result: submission.reply({ hideFields }) }, { status: 400 })
    }
    try {
      const auth = await changePassword(user.token, user, submission.value)
      return redirectWithToast(
        PAGE,
        {
          type: "success",
          title: "Senha alterada",
          description: "As sessões abertas em outros aparelhos foram encerradas.",
        },
        { headers: { "Set-Cookie": await commitUserSession({ ...user, token: auth.token }, request) } },
      )
    } catch (error) {
      const wrong = error instanceof WrongPasswordError
      if (!wrong) console.error("Falha ao trocar senha:", errorMessage(error))
      const reply = wrong
        ? submission.reply({ hideFields, fieldErrors: { oldPassword: [error.message] } })
        : submission.reply({ hideFields, formErrors: ["Não foi possível trocar a senha. Tente novamente."] })
      return data({ intent, result: reply }, { status: wrong ? 400 : 500 })
    }
  }

  if (intent === "excluir" || intent === "cancelar-exclusao") {
    const pedir = intent === "excluir"
    try {
      await setExclusaoPedida(user.token, user.id, pedir ? new Date() : null)
    } catch (error) {
      console.error("Falha ao registrar pedido de exclusão:", errorMessage(error))
      return redirectWithToast(PAGE, {
        type: "error",
        title: "Não foi possível registrar o pedido. Tente novamente.",
      })
    }
    return redirectWithToast(
      PAGE,
      pedir
        ? {
            type: "success",
            title: "Pedido de exclusão registrado",
            description: "A diretoria vai atender o seu pedido no prazo da lei e avisar você por e-mail.",
          }
        : { type: "success", title: "Pedido de exclusão cancelado" },
    )
  }

  if (intent === "lembretes") return saveReminders(user, formData, PAGE)
  if (intent === "contato-publico") return saveContatoPublico(user, formData, PAGE)

  return unknownIntent(user, formData)
}

export default function MeusDados() {
  const loaderData = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const resultOf = (intent: string) =>
    actionData && "result" in actionData && actionData.intent === intent ? actionData.result : undefined
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-bold text-marca-900">Meus Dados</h1>
        <p className="mt-1 text-gray-700">
          Tudo o que a associação guarda sobre você, e o que você pode fazer com isso.
        </p>
      </div>

      <MeusDadosSection id="seus-dados" title="Seus dados">
        <DadosList items={loaderData.dados} />
        <UltimosAcessos acessos={loaderData.acessos} />
      </MeusDadosSection>

      <MeusDadosSection id="corrigir" title="Corrigir telefone e endereço">
        <ContatosForm
          forms={loaderData.forms}
          lastResult={resultOf("contatos")}
          defaultValue={loaderData.contatos}
        />
      </MeusDadosSection>

      <MeusDadosSection id="senha" title="Trocar senha">
        <SenhaForm forms={loaderData.forms} lastResult={resultOf("senha")} />
      </MeusDadosSection>

      <MeusDadosSection id="lembretes" title="Lembretes de mensalidade">
        <LembretesForm receber={loaderData.receberLembretes} />
      </MeusDadosSection>

      <MeusDadosSection id="no-site" title="No site">
        <PublicoForm {...loaderData.publico} />
      </MeusDadosSection>

      <MeusDadosSection id="levar" title="Levar seus dados">
        <LevarDados />
      </MeusDadosSection>

      <MeusDadosSection id="exclusao" title="Excluir minha conta">
        <ExclusaoConta pedida={loaderData.exclusao} />
      </MeusDadosSection>

      {loaderData.confirmarExclusao ? (
        <ConfirmDialog
          title="Pedir exclusão da conta"
          question="Tem certeza que deseja pedir a exclusão da sua conta? A diretoria apagará seus dados e você não poderá mais entrar no painel."
          intent="excluir"
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
