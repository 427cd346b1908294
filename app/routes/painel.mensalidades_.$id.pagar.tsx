// /painel/mensalidades/<id>/pagar: how to pay one pending due by PIX, on any phone: the amount, the
// due date, the 'copia e cola' code and its QR code, both made on the server (an exempt due says so,
// without a code). Paying does not mark the due paid; the treasurer confirms it
// (docs/decisions/dues-and-pix.md#paying-never-marks-a-due-paid).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node"
import { Link, useLoaderData } from "@remix-run/react"
import { Alert } from "~/components/ui/alert"
import { CopyButton } from "~/components/ui/copy-button"
import { getMensalidade } from "~/features/mensalidades/mensalidades.server"
import { requirePanelAccess } from "~/auth/guards.server"
import { formatDate, formatMoney, todayISO } from "~/utils/format"
import { isVencida } from "~/features/mensalidades/mensalidade"
import { pageMeta } from "~/http/meta"
import { pixCopiaECola, pixQrCodeSvg, txidFor } from "~/features/mensalidades/pix.server"
import { getSiteConfig } from "~/features/site/site-config.server"

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requirePanelAccess(request, "mensalidades")
  const mensalidade = params.id ? await getMensalidade(user.token, params.id) : null
  // A member pays their own dues; the treasurer, who may read everyone's, has no payment page for them.
  if (!mensalidade || mensalidade.associado_id !== user.id) {
    throw new Response("Mensalidade não encontrada", { status: 404 })
  }
  if (mensalidade.status !== "pendente") return { mensalidade, pix: null }
  const { pix } = await getSiteConfig()
  const codigo = pixCopiaECola({
    chave: pix.chave,
    beneficiario: pix.beneficiario,
    cidade: pix.cidade,
    valor: mensalidade.valor,
    txid: txidFor(mensalidade.id),
    descricao: mensalidade.descricao,
  })
  return {
    mensalidade,
    pix: {
      codigo,
      qrCode: await pixQrCodeSvg(codigo),
      chave: pix.chave,
      vencida: isVencida(mensalidade, todayISO()),
    },
  }
}

export default function PagarMensalidade() {
  const { mensalidade, pix } = useLoaderData<typeof loader>()
  return (
    <>
      <Link to="/painel/mensalidades" className="text-sm font-semibold text-marca-800 underline">
        Voltar às mensalidades
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-marca-900">Pagar mensalidade</h1>
      <dl className="mt-4 grid gap-3 rounded-lg border border-marca-200 bg-white p-5 shadow-sm sm:grid-cols-3">
        <div>
          <dt className="text-sm text-gray-600">Mensalidade</dt>
          <dd className="font-semibold text-gray-900">{mensalidade.descricao}</dd>
        </div>
        <div>
          <dt className="text-sm text-gray-600">Vencimento</dt>
          <dd className="font-semibold text-gray-900">
            {formatDate(mensalidade.data_vencimento)}
            {pix?.vencida ? <span className="ml-2 text-sm font-semibold text-red-700">(vencida)</span> : null}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-gray-600">Valor</dt>
          <dd className="text-xl font-bold text-marca-900" data-testid="valor">
            {formatMoney(mensalidade.valor)}
          </dd>
        </div>
      </dl>

      {pix ? (
        <section aria-labelledby="pix" className="mt-6 grid gap-6 md:grid-cols-[16rem_1fr]">
          <div
            className="mx-auto w-64 max-w-full rounded-lg border border-gray-200 bg-white p-2"
            role="img"
            aria-label="QR code do PIX desta mensalidade"
            data-testid="pix-qrcode"
            // The SVG comes from the qrcode library on the server, drawn from our own code.
            dangerouslySetInnerHTML={{ __html: pix.qrCode }}
          />
          <div>
            <h2 id="pix" className="text-lg font-semibold text-marca-900">
              Pague com PIX
            </h2>
            <ol className="mt-2 list-decimal space-y-1 pl-5 text-gray-800">
              <li>Abra o aplicativo do seu banco e escolha pagar com PIX.</li>
              <li>Leia o QR code ou use o PIX Copia e Cola com o código abaixo.</li>
              <li>Confira o valor e o nome da associação, e confirme.</li>
            </ol>
            <label htmlFor="pix-codigo" className="mt-4 block text-sm font-medium text-gray-800">
              PIX Copia e Cola
            </label>
            <textarea
              id="pix-codigo"
              readOnly
              rows={4}
              value={pix.codigo}
              className="mt-1 block w-full break-all rounded-md border border-gray-300 bg-gray-50 px-3 py-2 font-mono text-sm"
              onFocus={(event) => event.currentTarget.select()}
            />
            <div className="mt-2">
              <CopyButton text={pix.codigo} label="Copiar código" />
            </div>
            <p className="mt-2 text-sm text-gray-600">Chave PIX da associação: {pix.chave}</p>
            <Alert tone="info" className="mt-4">
              O diretor financeiro confirma o pagamento. Depois da confirmação, a mensalidade aparece como
              paga no seu painel.
            </Alert>
          </div>
        </section>
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

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: "Pagar mensalidade" })
