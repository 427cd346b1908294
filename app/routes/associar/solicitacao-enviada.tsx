// The membership form's answer once a request is sent: it stays on the page (the flash message
// fades), saying what happens next and what the dues are, where the empty form would have been.
import { Link } from "@remix-run/react"
import { Icon } from "~/components/ui/icon"
import { useRootData } from "~/http/root-data"
import { formatMoney } from "~/utils/format"

export function SolicitacaoEnviada() {
  const { site } = useRootData()
  return (
    <section
      aria-labelledby="enviada-titulo"
      className="rounded-lg border border-marca-300 bg-white p-6 shadow-sm lg:col-span-2"
    >
      <h2 id="enviada-titulo" className="flex items-center gap-2 text-xl font-semibold text-marca-900">
        <Icon name="check" className="size-6 shrink-0 text-marca-700" />
        Recebemos a sua solicitação
      </h2>
      <p className="mt-3 text-gray-800">O que acontece agora:</p>
      <ol className="mt-2 list-decimal space-y-2 pl-6 text-gray-800">
        <li>
          A diretoria analisa o seu pedido e entra em contato pelo telefone ou e-mail que você informou.
        </li>
        <li>
          Com o pedido aprovado, você recebe um e-mail para criar a sua senha e entrar na Área do Associado.
        </li>
        <li>
          A mensalidade é de {formatMoney(site.mensalidade.valor)}, com vencimento todo dia{" "}
          {site.mensalidade.dia}, e pode ser paga por PIX na Área do Associado.
        </li>
      </ol>
      <div className="mt-6 flex flex-wrap gap-4">
        <Link to="/" className="inline-flex min-h-11 items-center font-semibold text-marca-800 underline">
          Voltar para o início
        </Link>
        <Link
          to="/associar"
          className="inline-flex min-h-11 items-center font-semibold text-marca-800 underline"
        >
          Enviar outra solicitação
        </Link>
      </div>
    </section>
  )
}
