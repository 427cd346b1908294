// /painel/carteirinha, 'Carteirinha' (every member): the member's card for the phone's screen and
// for printing on a standard ID card, its QR code pointing at the public check /verificar/{code},
// and 'Gerar novo código' (?acao=novo-codigo) for a lost phone or card
// (docs/decisions/member-card-and-receipts.md#the-card-and-its-code). Once opened it keeps working
// offline for 7 days (carteirinha-offline.ts, docs/decisions/member-card-and-receipts.md#offline-card).
import {
  data,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node"
import { useLoaderData } from "@remix-run/react"
import { requirePanelAccess } from "~/auth/guards.server"
import { ConfirmDialog, NewDialogLink } from "~/components/ui/dialog"
import { PrintButton } from "~/components/ui/print-button"
import { initials } from "~/features/site/cargos"
import { readFormData } from "~/forms/form-data.server"
import { headers as passedOn } from "~/http/headers"
import { pageMeta } from "~/http/meta"
import { getSiteConfig } from "~/http/site-config.server"
import { dispatchIntent, type IntentOf } from "~/panel/intents.server"
import { panelData } from "~/panel/page-data.server"
import { PanelErrorBoundary } from "~/panel/panel-error-boundary"
import { readDialog } from "~/utils/list-params"
import { Cartao } from "./cartao"
import { carteirinhaIntents } from "./carteirinha-actions.server"
import { useOfflineCard } from "./carteirinha-offline"
import { verificacaoQr, type CarteirinhaDoSocio } from "./carteirinha.server"

type Intent = IntentOf<typeof carteirinhaIntents>

/**
 * The member's own, and its status may change at any moment: no shared cache keeps it, and the
 * browser asks again at every visit; when the site cannot answer, its copy may stand in for 7 days,
 * as the worker's does (docs/decisions/member-card-and-receipts.md#offline-card).
 */
const CARD_CACHE = "private, max-age=0, stale-if-error=604800"

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePanelAccess(request, "carteirinha")
  const [{ carteirinha }, site] = await Promise.all([
    panelData<{ carteirinha: CarteirinhaDoSocio }>(request, "a carteirinha"),
    getSiteConfig(),
  ])
  return data(
    {
      carteirinha,
      associacao: site.nome,
      iniciais: initials(carteirinha.nome),
      // An inactive member's card checks as invalid: it shows no code to scan.
      verificacao:
        carteirinha.situacao === "inativo" || !carteirinha.token
          ? null
          : await verificacaoQr(carteirinha.token),
      agora: new Date().toISOString(),
      dialog: readDialog(new URL(request.url).searchParams, ["novo-codigo"]),
    },
    { headers: { "Cache-Control": CARD_CACHE, Vary: "Cookie" } },
  )
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requirePanelAccess(request, "carteirinha")
  return dispatchIntent(request, user, await readFormData(request), carteirinhaIntents)
}

export default function Carteirinha() {
  const { carteirinha, associacao, iniciais, verificacao, agora, dialog } = useLoaderData<typeof loader>()
  useOfflineCard(agora)
  return (
    <>
      <h1 className="text-2xl font-bold text-marca-900 print:hidden">Carteirinha</h1>
      <Cartao
        carteirinha={carteirinha}
        associacao={associacao}
        iniciais={iniciais}
        verificacao={verificacao}
        agora={agora}
      />
      <div className="mx-auto mt-6 grid w-full max-w-sm gap-4 print:hidden">
        <p className="text-sm text-gray-700">
          Para abrir a carteirinha com um toque, use “Adicionar à tela inicial” no menu do navegador com esta
          página aberta.
        </p>
        <PrintButton />
        <div className="border-t border-gray-200 pt-4">
          <p className="mb-2 text-sm text-gray-700">Perdeu o celular ou a carteirinha impressa?</p>
          <NewDialogLink acao="novo-codigo" label="Gerar novo código" variant="secondary" />
        </div>
      </div>
      {dialog?.acao === "novo-codigo" ? (
        <ConfirmDialog
          title="Gerar novo código"
          question="A carteirinha atual deixa de valer: quem ler o QR code dela, no celular ou impressa, verá “Carteirinha inválida”. A nova passa a valer na hora."
          intent={"novo-codigo" satisfies Intent}
          id=""
          confirmLabel="Gerar novo código"
          pendingLabel="Gerando..."
          closeLabel="Voltar"
        />
      ) : null}
    </>
  )
}

export function ErrorBoundary() {
  return <PanelErrorBoundary heading="Carteirinha" loadError="Erro ao carregar a carteirinha" />
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: "Carteirinha" })

// The card's own Cache-Control and Vary; a 503 keeps its Retry-After.
export const headers: HeadersFunction = (args) => {
  const result = new Headers(passedOn(args))
  const vary = args.loaderHeaders.get("Vary")
  if (vary && !args.errorHeaders) result.set("Vary", vary)
  return result
}
