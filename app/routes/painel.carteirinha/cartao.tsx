// The card itself: on a phone's screen a column (the association, the member, the status in large
// letters, the QR code big enough to scan from the screen); printed, a standard ID card of
// 85.6 × 54 mm, the QR code at its right. 'Situação em' always shows when the status was read, so a
// copy kept offline says how old it is (docs/decisions/member-card-and-receipts.md#offline-card).
import { Link } from "@remix-run/react"
import { SITUACAO_CARTAO } from "@veteranos/domain/carteirinha"
import { SITUACAO_TONS } from "~/features/carteirinha/carteirinha"
import { FotoSocio } from "~/features/carteirinha/foto-socio"
import { formatDate, formatDayOf, formatMoney, formatTimeOf } from "~/utils/format"
import type { CarteirinhaDoSocio } from "./carteirinha.server"

// The printed page is the card (the browser's 'Salvar como PDF' gives a card-sized file): only on
// this page, which alone draws this rule.
const CARD_PAGE = "@page { size: 85.6mm 54mm; margin: 0 }"

function Situacao({ carteirinha }: { carteirinha: CarteirinhaDoSocio }) {
  const { situacao, devido, vencidas } = carteirinha
  const primeira = vencidas[0]
  return (
    <div
      className={`col-span-2 rounded-lg px-4 py-3 ring-1 ring-inset print:col-span-1 print:col-start-2 print:row-start-2 print:self-start print:rounded-[1mm] print:px-[1.5mm] print:py-[0.8mm] ${SITUACAO_TONS[situacao]}`}
      data-testid="situacao"
    >
      <p className="text-2xl font-bold print:text-[3.4mm] print:leading-tight">{SITUACAO_CARTAO[situacao]}</p>
      {situacao === "pendente" ? (
        <p className="mt-1 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 print:mt-0 print:text-[2.2mm]">
          <span>Em aberto: {formatMoney(devido)}</span>
          {primeira ? (
            <Link
              to={`/painel/mensalidades/${primeira.id}/pagar`}
              className="inline-flex min-h-11 items-center font-semibold underline print:hidden"
            >
              Pagar
            </Link>
          ) : null}
        </p>
      ) : null}
    </div>
  )
}

export function Cartao({
  carteirinha,
  associacao,
  iniciais,
  verificacao,
  agora,
}: {
  carteirinha: CarteirinhaDoSocio
  associacao: string
  iniciais: string
  /** The public check's address and its QR code; none for an inactive member, whose card checks invalid. */
  verificacao: { url: string; qrCode: string } | null
  /** When the status was read (the render's instant). */
  agora: string
}) {
  return (
    <article
      className="mx-auto mt-4 w-full max-w-sm overflow-hidden rounded-2xl border border-marca-200 bg-white shadow-md [print-color-adjust:exact] print:absolute print:top-0 print:left-0 print:m-0 print:h-[54mm] print:w-[85.6mm] print:max-w-none print:rounded-none print:border-0 print:shadow-none"
      id="carteirinha"
      aria-label="Carteirinha de sócio"
      data-testid="carteirinha"
    >
      <style>{CARD_PAGE}</style>
      <header className="flex items-center gap-3 bg-marca-700 px-4 py-3 text-white print:gap-[1.5mm] print:px-[2.5mm] print:py-[1.2mm]">
        <img
          src="/favicon.svg"
          alt=""
          width={40}
          height={40}
          className="size-10 shrink-0 rounded-full bg-white print:size-[6mm]"
        />
        <div className="min-w-0">
          <p className="text-xs tracking-wide uppercase print:text-[1.8mm]">Carteirinha de sócio</p>
          <p className="leading-tight font-bold break-words print:text-[2.8mm]">{associacao}</p>
        </div>
      </header>
      <div className="grid grid-cols-[6rem_minmax(0,1fr)] items-center gap-4 p-4 print:grid-cols-[16mm_minmax(0,1fr)_25mm] print:items-start print:gap-x-[2mm] print:gap-y-[1mm] print:p-[2.5mm]">
        <FotoSocio
          foto={carteirinha.foto}
          iniciais={iniciais}
          className="size-24 print:col-start-1 print:row-span-2 print:row-start-1 print:size-[16mm]"
        />
        <div className="min-w-0 print:col-start-2 print:row-start-1">
          <p className="text-lg leading-tight font-bold break-words print:text-[3mm]">{carteirinha.nome}</p>
          {carteirinha.numero > 0 ? (
            <p className="mt-1 text-gray-800 print:mt-0 print:text-[2.4mm]">Nº {carteirinha.numero}</p>
          ) : null}
          {carteirinha.socio_desde ? (
            <p className="text-sm text-gray-700 print:text-[2.2mm]">
              Sócio desde {formatDate(carteirinha.socio_desde)}
            </p>
          ) : null}
        </div>
        <Situacao carteirinha={carteirinha} />
        {verificacao ? (
          <figure className="col-span-2 print:col-span-1 print:col-start-3 print:row-span-3 print:row-start-1">
            <div
              className="mx-auto w-52 max-w-full print:w-[25mm]"
              role="img"
              aria-label="QR code da verificação da carteirinha"
              data-testid="carteirinha-qrcode"
              // The SVG comes from the qrcode library on the server, drawn from the site's own address.
              dangerouslySetInnerHTML={{ __html: verificacao.qrCode }}
            />
            <figcaption className="mt-1 text-center text-xs break-all text-gray-600 print:mt-0 print:text-[1.4mm] print:leading-tight">
              {verificacao.url}
            </figcaption>
          </figure>
        ) : null}
        <p className="col-span-2 text-center text-sm text-gray-700 print:col-start-1 print:row-start-3 print:text-left print:text-[1.8mm]">
          Situação em {formatDayOf(agora)} {formatTimeOf(agora)}
        </p>
      </div>
    </article>
  )
}
