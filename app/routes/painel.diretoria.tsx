// /painel/diretoria, 'Diretoria': the president's seats of the executive board and the fiscal
// council, with their terms. Each dialog is URL state (?acao=novo|editar|encerrar|excluir|transferir
// &id=..., a person search as &pessoa=) and each change a POST answered with 303, or 400 with the
// values kept and PocketBase's refusal (the presidency rule) beside its field or in its dialog. A
// seat counts within its term (docs/decisions/roles-and-access.md#seats-count-within-their-term), so
// what changes here changes roles at the next click; /diretoria shows the current seats.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node"
import { useActionData, useLoaderData } from "@remix-run/react"
import { DataTable } from "~/components/ui/data-table"
import {
  ANTERIOR_COLUMNS,
  CARGO_ACOES,
  CARGO_COLUMNS,
  DiretoriaToolbar,
} from "~/features/diretoria/cargo-table"
import { CargoDialog } from "~/features/diretoria/cargo-dialogs"
import { cargoForm, novoCargoForm, transferirForm } from "~/features/diretoria/cargo.forms"
import { currentPresident, groupCargos, termEnd } from "~/features/diretoria/cargo-groups.server"
import {
  createCargo,
  deleteCargo,
  endCargo,
  listCargos,
  searchContas,
  transferPresidencia,
  updateCargo,
} from "~/features/diretoria/diretoria.server"
import { LoadingArea } from "~/components/ui/loading-area"
import { PanelErrorBoundary } from "~/panel/panel-error-boundary"
import { orLoadError } from "~/panel/panel-load.server"
import { staleChangeToast } from "~/panel/stale-change.server"
import { requirePanelAccess } from "~/auth/guards.server"
import { unknownIntent } from "~/forms/intent.server"
import { parseForm, sendForms } from "~/forms/submission.server"
import { withFormData } from "~/forms/form-data.server"
import { failedWrite, isNotFound, RefusedWriteError, StaleChangeError } from "~/http/pocketbase.server"
import { pageMeta } from "~/http/meta"
import { redirectWithToast, type Toast } from "~/http/toast.server"
import { errorMessage } from "~/utils/errors"
import { FileRefusedError } from "~/http/file-refusal.server"
import { listAddress, readDialog } from "~/utils/list-params"
import { TIPO_LABELS } from "@veteranos/domain/cargos"

import { todayInSaoPaulo } from "@veteranos/domain/mandatos"

const PAGE = "/painel/diretoria"
const ERRO_SALVAR = "Não foi possível salvar o cargo. Tente novamente."
const ERRO: Toast = { type: "error", title: "Não foi possível alterar o cargo. Tente novamente." }
const NAO_ENCONTRADO: Toast = { type: "error", title: "Este cargo não foi encontrado; nada foi alterado." }

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requirePanelAccess(request, "diretoria")
  const params = new URL(request.url).searchParams
  const dialog = readDialog(params, CARGO_ACOES)
  const termo = params.get("pessoa")?.trim().slice(0, 100) || null
  const procura = termo && (dialog?.acao === "novo" || dialog?.acao === "transferir") ? termo : null
  const [cargos, pessoas] = await orLoadError(
    "diretoria",
    Promise.all([listCargos(user.token), procura ? searchContas(user.token, procura) : null]),
  )
  const hoje = todayInSaoPaulo()
  const cargo = dialog?.id ? (cargos.find((c) => c.id === dialog.id) ?? null) : null
  return {
    forms: await sendForms(novoCargoForm, cargoForm, transferirForm),
    // Computed here, so the page's script carries no date arithmetic.
    novoMandato: { inicio: hoje, fim: termEnd(hoje) },
    grupos: groupCargos(cargos, hoje),
    presidente: currentPresident(cargos, hoje),
    dialog: dialog ? { acao: dialog.acao, cargo } : null,
    termo: procura,
    pessoas,
  }
}

type Submission = Awaited<ReturnType<typeof parseForm>>

/**
 * A refused form: PocketBase's messages beside the form's fields it names (a refused photo in the
 * shared rules' words), any other as the form's message; 400 with the values kept. A failure that
 * is no refusal: the form's message, with the failure's status.
 */
function refusedForm(submission: Submission, error: unknown, fields: readonly string[]) {
  if (error instanceof FileRefusedError) {
    return data({ result: submission.reply({ fieldErrors: { foto: [error.message] } }) }, { status: 400 })
  }
  if (!(error instanceof RefusedWriteError)) {
    console.error("Falha ao salvar cargo:", errorMessage(error))
    return data({ result: submission.reply({ formErrors: [ERRO_SALVAR] }) }, failedWrite(error))
  }
  const { fieldErrors, formErrors } = error.reply(fields)
  return data({ result: submission.reply({ fieldErrors, formErrors }) }, { status: 400 })
}

const CARGO_FIELDS = [
  "idCadGeral",
  "tipo",
  "cargo",
  "inicio_mandato",
  "fim_mandato",
  "telefone",
  "email",
  "foto",
]
const TRANSFERIR_FIELDS = ["idCadGeral", "fim_mandato", "telefone", "email", "foto"]

/** A refused confirmation (ending or deleting a seat): the message in its dialog, 400. */
async function refusedConfirmation(error: unknown, back: string) {
  if (error instanceof RefusedWriteError) return data({ erro: error.message }, { status: 400 })
  if (isNotFound(error)) return redirectWithToast(back, NAO_ENCONTRADO)
  console.error("Falha ao alterar cargo:", errorMessage(error))
  return redirectWithToast(back, ERRO)
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requirePanelAccess(request, "diretoria")
  return withFormData(request, async (formData) => {
    const intent = formData.get("intent")
    const id = String(formData.get("id") ?? "")
    const back = listAddress(request.url)
    const done = (title: string) => redirectWithToast(back, { type: "success", title })

    if (intent === "novo") {
      const submission = await parseForm(formData, novoCargoForm)
      if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 })
      try {
        await createCargo(user.token, submission.value)
        return done("Cargo criado.")
      } catch (error) {
        return refusedForm(submission, error, CARGO_FIELDS)
      }
    }
    if (intent === "transferir") {
      const submission = await parseForm(formData, transferirForm)
      if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 })
      try {
        const nome = await transferPresidencia(user.token, submission.value)
        // Whoever hands the presidency to someone else loses this page at once: to the dashboard.
        const to = submission.value.idCadGeral === user.id ? back : "/painel"
        return redirectWithToast(to, { type: "success", title: `Presidência transferida para ${nome}.` })
      } catch (error) {
        if (error instanceof StaleChangeError || isNotFound(error)) {
          const stale = error instanceof StaleChangeError ? error : new StaleChangeError(null)
          return redirectWithToast(back, staleChangeToast("A presidência já foi transferida.", stale, {}))
        }
        return refusedForm(submission, error, TRANSFERIR_FIELDS)
      }
    }
    if (!id) return unknownIntent(user, formData)

    switch (intent) {
      case "editar": {
        const submission = await parseForm(formData, cargoForm)
        if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 })
        try {
          await updateCargo(user.token, id, submission.value)
          return done("Cargo atualizado.")
        } catch (error) {
          if (isNotFound(error)) return redirectWithToast(back, NAO_ENCONTRADO)
          return refusedForm(submission, error, CARGO_FIELDS)
        }
      }
      case "encerrar":
        try {
          await endCargo(user.token, id)
          return done("Mandato encerrado.")
        } catch (error) {
          return refusedConfirmation(error, back)
        }
      case "excluir":
        try {
          await deleteCargo(user.token, id)
          return done("Cargo excluído.")
        } catch (error) {
          return refusedConfirmation(error, back)
        }
    }
    return unknownIntent(user, formData)
  })
}

export default function GerenciarDiretoria() {
  const loaderData = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { grupos, presidente, dialog } = loaderData
  const lastResult = actionData && "result" in actionData ? actionData.result : undefined
  const erro = actionData && "erro" in actionData ? actionData.erro : null
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h1 className="text-2xl font-bold text-marca-900">Diretoria</h1>
        <DiretoriaToolbar transferir={presidente !== null} />
      </div>
      <p className="mt-2 text-gray-700">
        Cada cargo vale do início ao fim do mandato: quem tem um cargo atual da Diretoria Executiva tem acesso
        às páginas da diretoria. A página pública mostra só os cargos atuais.
      </p>
      <LoadingArea pathname={PAGE} label="Carregando a diretoria...">
        {(["diretoria", "conselho"] as const).map((tipo) => (
          <section key={tipo} aria-labelledby={`cargos-${tipo}`} className="mt-8">
            <h2 id={`cargos-${tipo}`} className="text-xl font-bold text-marca-900">
              {TIPO_LABELS[tipo]}
            </h2>
            <DataTable
              caption={TIPO_LABELS[tipo]}
              columns={CARGO_COLUMNS}
              rows={grupos[tipo]}
              empty="Nenhum cargo com mandato atual."
              testId={`cargos-${tipo}`}
            />
          </section>
        ))}
        <section aria-labelledby="gestoes-anteriores" className="mt-10">
          <h2 id="gestoes-anteriores" className="text-xl font-bold text-marca-900">
            Gestões anteriores
          </h2>
          <DataTable
            caption="Gestões anteriores"
            columns={ANTERIOR_COLUMNS}
            rows={grupos.anteriores}
            empty="Nenhum mandato encerrado."
            testId="cargos-anteriores"
          />
        </section>
      </LoadingArea>
      {dialog ? (
        <CargoDialog
          acao={dialog.acao}
          cargo={dialog.cargo}
          presidente={presidente}
          forms={loaderData.forms}
          lastResult={lastResult}
          erro={erro}
          novoMandato={loaderData.novoMandato}
          pessoas={loaderData.pessoas}
          termo={loaderData.termo}
        />
      ) : null}
    </>
  )
}

export function ErrorBoundary() {
  return <PanelErrorBoundary heading="Diretoria" loadError="Erro ao carregar a diretoria" />
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: "Diretoria" })

// A 503 keeps its Retry-After in the HTML answer.
export { headers } from "~/http/headers"
