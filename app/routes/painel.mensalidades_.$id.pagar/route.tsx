// /painel/mensalidades/<id>/pagar: how to pay one pending due by PIX on the phone that pays: the
// amount, the due date, the 'copia e cola' code first, 'Já paguei' (WhatsApp to the treasurer), then
// the QR code for another device, all made on the server (an exempt due says so, without a code).
// Paying does not mark the due paid; the treasurer confirms it
// (docs/decisions/dues-and-pix.md#paying-never-marks-a-due-paid).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node"
import { useLoaderData } from "@remix-run/react"
import { BackLink } from "~/components/ui/button"
import { Alert } from "~/components/ui/alert"
import { toMensalidade } from "~/features/mensalidades/mensalidades.server"
import type { MensalidadePropria } from "~/features/mensalidades/mensalidade-propria.server"
import { panelData } from "~/panel/page-data.server"
import { PanelErrorBoundary } from "~/panel/panel-error-boundary"
import { requirePanelAccess } from "~/auth/guards.server"
import { formatDate, formatMoney, todayInSaoPaulo } from "~/utils/format"
import { isVencida } from "~/features/mensalidades/mensalidade"
import { pageMeta } from "~/http/meta"
import { pixCopiaECola, pixQrCodeSvg, txidFor } from "./pix.server"
import { getSiteConfig } from "~/http/site-config.server"
import { jaPagueiLink } from "./ja-paguei.server"
import { PixCopiaECola, PixQrCode } from "./pagar-pix"

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requirePanelAccess(request, "mensalidades")
  // PocketBase's reader (pocketbase/pb_hooks/lib/paginas/mensalidade-pagar.js) gives only the member's
  // own due: the treasurer, who may read everyone's, has no payment page for them.
  const dados = params.id ? await panelData<MensalidadePropria>(request, "mensalidade") : null
  if (!dados?.mensalidade) throw new Response("Mensalidade não encontrada", { status: 404 })
  const mensalidade = toMensalidade(dados.mensalidade)
  if (mensalidade.status !== "pendente") return { mensalidade, pix: null }
  const { pix, whatsapp } = await getSiteConfig()
  const codigo = pixCopiaECola({
    chave: pix.chave,
    beneficiario: pix.beneficiario,
    cidade: pix.cidade,
    valor: mensalidade.valor,
    txid: txidFor(mensalidade.id),
    descricao: mensalidade.descricao,
  })
  const [qrCode, jaPaguei] = await Promise.all([
    pixQrCodeSvg(codigo),
    jaPagueiLink(user.nome, mensalidade, [...(dados.telefonesFinanceiro ?? []), whatsapp]),
  ])
  return {
    mensalidade,
    pix: { codigo, qrCode, chave: pix.chave, jaPaguei, vencida: isVencida(mensalidade, todayInSaoPaulo()) },
  }
}

export default function PagarMensalidade() {
  const { mensalidade, pix } = useLoaderData<typeof loader>()
  return (
    <>
      <BackLink to="/painel/mensalidades">Voltar às mensalidades</BackLink>
      <h1 className="mt-3 text-2xl font-bold text-marca-900">Pagar mensalidade</h1>
      {/* Compact on a phone (two columns), so the code below starts on the first screen. */}
      <dl className="mt-4 grid grid-cols-2 gap-3 rounded-lg border border-marca-200 bg-white p-4 shadow-sm sm:grid-cols-3 sm:p-5">
        <div className="col-span-2 sm:col-span-1">
          <dt className="text-sm text-gray-600">Mensalidade</dt>
          <dd className="font-semibold text-gray-900">{mensalidade.descricao}</dd>
        </div>
        <div>
          <dt className="text-sm text-gray-600">Valor</dt>
          <dd className="text-xl font-bold text-marca-900" data-testid="valor">
            {formatMoney(mensalidade.valor)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-gray-600">Vencimento</dt>
          <dd className="font-semibold text-gray-900">
            {formatDate(mensalidade.data_vencimento)}
            {pix?.vencida ? (
              <>
                {" "}
                <span className="whitespace-nowrap text-sm font-semibold text-red-700">(vencida)</span>
              </>
            ) : null}
          </dd>
        </div>
      </dl>

      {pix ? (
        <div className="mt-6 grid gap-8 md:grid-cols-[1fr_16rem]">
          <PixCopiaECola pix={pix} />
          <PixQrCode pix={pix} />
        </div>
      ) : mensalidade.status === "isenta" ? (
        // docs/decisions/dues-and-pix.md#an-exempt-due-is-not-owed
        <Alert tone="info" title="Esta mensalidade está isenta." className="mt-6">
          Não é preciso pagá-la.{mensalidade.isencao_motivo ? ` Motivo: ${mensalidade.isencao_motivo}` : ""}
        </Alert>
      ) : (
        <Alert tone="success" title="Esta mensalidade já está paga." className="mt-6">
          Não é preciso pagar de novo.
        </Alert>
      )}
    </>
  )
}

export function ErrorBoundary() {
  return <PanelErrorBoundary heading="Pagar mensalidade" loadError="Erro ao carregar a mensalidade" />
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: "Pagar mensalidade" })
