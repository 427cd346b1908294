// One card per member with all their open dues (docs/decisions/dues-and-pix.md#one-card-per-member-on-the-reminders-page):
// each due's month, amount, due date and whether it is late, its reminders, then the card's
// 'Enviar lembrete' and 'Avisar pelo WhatsApp'. Everything arrives shaped by the loader
// (lembretes-lista.server.ts): no rule rides in the page's script.
import { RowAction } from "~/components/ui/data-table"
import { StatusBadge } from "~/components/ui/status-badge"
import type { CartaoLembretes } from "~/features/lembretes/lembretes-lista.server"
import type { IntentOf } from "~/panel/intents.server"
import type { lembretesIntents } from "./lembretes-actions.server"
import { cartaoId } from "./cartao"

type Due = CartaoLembretes["dues"][number]

const TONE = { enviado: "pago", falhou: "vencida", cancelado: "cancelado" } as const

function Historico({ due }: { due: Due }) {
  if (due.lembretes.length === 0) return <p className="text-sm text-gray-700">Nenhum lembrete</p>
  return (
    <ul className="grid gap-1 text-sm">
      {due.lembretes.map((lembrete) => (
        <li key={lembrete.id} className="flex flex-wrap items-center gap-x-2">
          <span>{lembrete.label}</span>
          <StatusBadge
            status={lembrete.status in TONE ? TONE[lembrete.status as keyof typeof TONE] : "pendente"}
            label={lembrete.statusLabel}
          />
          <span className="text-gray-700">
            {lembrete.quando}
            {lembrete.tentativas > 1 ? ` · ${lembrete.tentativas} tentativas` : ""}
            {lembrete.por ? ` · por ${lembrete.por}` : ""}
          </span>
          {lembrete.erro ? <span className="w-full text-red-800">{lembrete.erro}</span> : null}
        </li>
      ))}
    </ul>
  )
}

function Cartao({ cartao, gerencia }: { cartao: CartaoLembretes; gerencia: boolean }) {
  const podeEnviar = cartao.email !== "" && !cartao.semLembretes
  return (
    <li
      id={cartaoId(cartao.id)}
      className="grid gap-3 rounded-lg border border-gray-200 bg-white p-4"
      data-testid="cartao-lembretes"
    >
      <div className="grid">
        <h3 className="font-semibold text-gray-900">{cartao.nome}</h3>
        <p className="text-sm break-words text-gray-700">
          {cartao.semLembretes ? "Não quer lembretes por e-mail" : cartao.email || "Sem e-mail"}
        </p>
      </div>
      <ul className="grid gap-3">
        {cartao.dues.map((due) => (
          <li key={due.id} className="grid gap-1 border-t border-gray-100 pt-2">
            <p className="flex flex-wrap items-center gap-x-2">
              <span className="font-medium">{due.descricao}</span>
              <span>{due.valor}</span>
              {due.vencida ? <StatusBadge status="vencida" label="Vencida" /> : null}
            </p>
            <p className="text-sm text-gray-700">
              {due.vencida ? "Venceu" : "Vence"} em {due.vencimento}
            </p>
            <Historico due={due} />
          </li>
        ))}
      </ul>
      {gerencia && (podeEnviar || cartao.whatsapp) ? (
        <div className="flex flex-wrap items-center gap-3">
          {podeEnviar ? (
            <RowAction
              intent={"enviar" satisfies IntentOf<typeof lembretesIntents>}
              id={cartao.id}
              label="Enviar lembrete"
              pendingLabel="Enviando..."
              context={`a ${cartao.nome}`}
            />
          ) : null}
          {cartao.whatsapp ? (
            <a
              href={cartao.whatsapp}
              target="_blank"
              rel="noreferrer"
              className="inline-flex min-h-11 items-center font-semibold text-marca-800 underline hover:text-marca-950"
            >
              Avisar pelo WhatsApp<span className="sr-only"> {cartao.nome}</span>
            </a>
          ) : null}
        </div>
      ) : null}
    </li>
  )
}

/** The members with open dues, a card each; the tools for whoever manages the dues. */
export function LembretesCards({
  cartoes,
  gerencia,
}: {
  cartoes: readonly CartaoLembretes[]
  gerencia: boolean
}) {
  if (cartoes.length === 0) return <p className="mt-3 text-gray-700">Nenhuma mensalidade em aberto.</p>
  return (
    <ul
      className="mt-3 grid gap-3"
      aria-label="Associados com mensalidades em aberto"
      data-testid="lembretes"
    >
      {cartoes.map((cartao) => (
        <Cartao key={cartao.id} cartao={cartao} gerencia={gerencia} />
      ))}
    </ul>
  )
}
