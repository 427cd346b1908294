// The cabine's list: the turnout line, the search by name (?q=, the election kept) and each present
// able member who has not voted in this round as a link that opens their ballot on this device
// (?associado=). Who has voted leaves the list; how, nobody sees.
import { Link } from "@remix-run/react"
import { turnoutLine } from "@veteranos/domain/eleicoes"
import { SearchForm } from "~/components/ui/search-form"

export type Pendente = { associado: string; nome: string }

export function CabineLista({
  item,
  pendentes,
  busca,
}: {
  item: { id: string; votantes: number; presentesAptos: number }
  pendentes: readonly Pendente[]
  busca: string
}) {
  return (
    <section aria-labelledby="quem-vota" className="mt-4 grid gap-3">
      <p className="font-semibold text-marca-900" data-testid="comparecimento">
        {turnoutLine(item.votantes, item.presentesAptos)}
      </p>
      <h2 id="quem-vota" className="text-lg font-semibold text-marca-900">
        Quem vai votar neste aparelho?
      </h2>
      <SearchForm label="Buscar" placeholder="Nome do associado" keep={{ item: item.id }} />
      {pendentes.length === 0 ? (
        <p className="text-gray-800">
          {busca ? "Ninguém com esse nome falta votar." : "Todos os presentes aptos já votaram."}
        </p>
      ) : (
        <ul className="grid gap-2" data-testid="pendentes">
          {pendentes.map((pendente) => (
            <li key={pendente.associado}>
              <Link
                to={`?${new URLSearchParams({ item: item.id, associado: pendente.associado })}`}
                className="flex min-h-11 items-center rounded-md border border-marca-200 bg-white px-4 py-2 font-semibold text-marca-900 [overflow-wrap:anywhere] hover:bg-marca-50"
              >
                {pendente.nome}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
