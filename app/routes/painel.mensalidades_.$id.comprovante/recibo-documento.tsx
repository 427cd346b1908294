// The receipt as the member reads and prints it: the model of app/features/mensalidades/recibo.ts,
// as its PDF draws it too, with the QR to its public check drawn on the server.
import { DetailRow } from "~/components/ui/detail-item"
import { RECIBO_TITULO, type Recibo } from "~/features/mensalidades/recibo"

function Verificacao({
  verificacao,
  qrCode,
}: {
  verificacao: NonNullable<Recibo["verificacao"]>
  qrCode: string
}) {
  return (
    <section
      aria-labelledby="recibo-verificacao"
      className="mt-6 flex flex-col items-center gap-3 border-t border-gray-200 pt-4 sm:flex-row sm:items-start"
    >
      <div
        className="w-32 shrink-0 bg-white"
        role="img"
        aria-label="QR code da verificação deste recibo"
        data-testid="recibo-qrcode"
        // The SVG comes from the qrcode library on the server, drawn from our own address.
        dangerouslySetInnerHTML={{ __html: qrCode }}
      />
      <div className="min-w-0 text-center text-sm sm:text-left">
        <h2 id="recibo-verificacao" className="font-semibold text-gray-900">
          Código de verificação: <span data-testid="recibo-codigo">{verificacao.codigo}</span>
        </h2>
        <p className="mt-1 text-gray-700">Confira se este recibo é autêntico em:</p>
        <a href={verificacao.url} className="break-all font-semibold text-marca-800 underline">
          {verificacao.url}
        </a>
      </div>
    </section>
  )
}

export function ReciboDocumento({ recibo, qrCode }: { recibo: Recibo; qrCode: string | null }) {
  const { nome, cargo } = recibo.assinatura
  return (
    <article
      className="mx-auto mt-4 max-w-xl rounded-lg border border-gray-300 bg-white p-4 shadow-sm sm:p-6 print:border-0 print:shadow-none"
      data-testid="comprovante"
    >
      <header className="border-b border-gray-200 pb-4 text-center">
        <p className="font-semibold text-marca-900">{recibo.associacao}</p>
        {recibo.cnpj ? <p className="text-sm text-gray-700">{recibo.cnpj}</p> : null}
        <p className="text-sm text-gray-600">{recibo.endereco}</p>
        <h1 className="mt-3 text-xl font-bold text-gray-900">{RECIBO_TITULO}</h1>
        <p className="mt-1 font-semibold text-gray-900">Valor: {recibo.valor}</p>
      </header>
      <p className="mt-4 leading-relaxed text-gray-900">{recibo.declaracao}</p>
      <dl className="mt-4">
        {recibo.linhas.map(({ rotulo, valor }) => (
          <DetailRow key={rotulo} label={rotulo}>
            {valor}
          </DetailRow>
        ))}
      </dl>
      <p className="mt-4 text-right text-gray-900">{recibo.localData}</p>
      <div
        className="mx-auto mt-10 max-w-xs border-t border-gray-500 pt-1 text-center text-sm"
        data-testid="assinatura"
      >
        {nome ? <p className="font-semibold text-gray-900">{nome}</p> : null}
        <p className="text-gray-700">{cargo}</p>
        <p className="text-gray-700">{recibo.associacao}</p>
      </div>
      {recibo.verificacao && qrCode ? <Verificacao verificacao={recibo.verificacao} qrCode={qrCode} /> : null}
    </article>
  )
}
