// The payment page's PIX parts, in the order a phone needs them: the 'copia e cola' code first (the
// phone that pays is the one showing the page), 'Já paguei' under it, the QR code last, for paying
// from another device. Everything is made on the server; 'Copiar código PIX' is the one enhancement
// (docs/decisions/dues-and-pix.md#the-payment-page).
import { Alert } from "~/components/ui/alert"
import { buttonClass } from "~/components/ui/button"
import { CopyButton } from "~/components/ui/button"
import { Icon } from "~/components/ui/icon"

export type PixPagamento = {
  codigo: string
  qrCode: string
  chave: string
  /** 'Já paguei': a wa.me link to the treasurer with the due written in; null without a phone. */
  jaPaguei: string | null
}

/** The code to paste in the bank's app, with 'Copiar código PIX' above it once JavaScript runs. */
export function PixCopiaECola({ pix }: { pix: PixPagamento }) {
  return (
    <section aria-labelledby="pix" data-testid="pix-copia-e-cola">
      <h2 id="pix" className="text-lg font-semibold text-marca-900">
        Pague com PIX
      </h2>
      {/* A grid cell: the button takes the phone's whole width. */}
      <div className="mt-2 grid sm:block">
        <CopyButton text={pix.codigo} label="Copiar código PIX" />
      </div>
      <label htmlFor="pix-codigo" className="mt-3 block text-sm font-medium text-gray-800">
        PIX Copia e Cola
      </label>
      {/* Without JavaScript one tap (a long press on a phone) selects the whole code, ready to copy. */}
      <output
        id="pix-codigo"
        className="mt-1 block w-full select-all break-all rounded-md border border-gray-300 bg-gray-50 px-3 py-2 font-mono text-sm text-gray-900"
      >
        {pix.codigo}
      </output>
      <p className="mt-2 text-gray-800">
        Cole o código no aplicativo do seu banco, em <strong>PIX Copia e Cola</strong>. Confira o valor e o
        nome da associação antes de confirmar.
      </p>
      {pix.jaPaguei ? (
        <a
          href={pix.jaPaguei}
          target="_blank"
          rel="noreferrer"
          data-testid="ja-paguei"
          className={buttonClass("secondary", "mt-4 w-full sm:w-auto")}
        >
          <Icon name="phone" className="size-5" />
          Já paguei: avisar pelo WhatsApp
        </a>
      ) : null}
      <Alert tone="info" className="mt-4">
        O diretor financeiro confirma o pagamento. Depois da confirmação, a mensalidade aparece como paga no
        seu painel.
      </Alert>
    </section>
  )
}

/** The QR code, for paying with another phone or from a computer's screen. */
export function PixQrCode({ pix }: { pix: PixPagamento }) {
  return (
    <section aria-labelledby="pix-qr" className="border-t border-gray-200 pt-6 md:border-t-0 md:pt-0">
      <h2 id="pix-qr" className="text-lg font-semibold text-marca-900">
        Para pagar de outro aparelho
      </h2>
      <p className="mt-1 text-gray-800">Leia o QR code com o aplicativo do banco.</p>
      <div
        className="mx-auto mt-3 w-64 max-w-full rounded-lg border border-gray-200 bg-white p-2 md:mx-0"
        role="img"
        aria-label="QR code do PIX desta mensalidade"
        data-testid="pix-qrcode"
        // The SVG comes from the qrcode library on the server, drawn from our own code.
        dangerouslySetInnerHTML={{ __html: pix.qrCode }}
      />
      <p className="mt-2 break-words text-sm text-gray-600">Chave PIX da associação: {pix.chave}</p>
    </section>
  )
}
