// An election's result as its public page shows it: the count of the last closed round (each slate,
// 'Em branco', 'Nulo'), the turnout, the slate elected or the tie and the decision that broke it, and
// every receipt code with what it counted, sorted by code, with a GET search ('?recibo=') that finds
// and marks one. Before the vote closes, only that the count comes then.
import { assembleiaTitulo } from "@veteranos/domain/assembleias"
import { chapaTitulo, ESCOLHA_LABELS, turnoutLine } from "@veteranos/domain/eleicoes"
import { assembleiaPublicaPath } from "~/features/eventos/assembleia-publica"
import { formatDateTime } from "~/utils/format"
import type { Apuracao } from "~/features/assembleias/assembleias"
import type { Resultado } from "./resultado.server"

const LINK = "inline-flex min-h-11 items-center font-semibold text-marca-800 underline"

/** The slates by id: 'Chapa 1 — Renovação'. */
const titulosOf = (chapas: Resultado["chapas"]) =>
  new Map(chapas.map((chapa) => [chapa.id, chapaTitulo(chapa.numero, chapa.nome)]))

function Contagem({ resultado, apuracao }: { resultado: Resultado; apuracao: Apuracao }) {
  const titulos = titulosOf(resultado.chapas)
  const linhas = [
    ...resultado.chapas
      .filter((chapa) => chapa.id in apuracao.chapas)
      .map((chapa) => ({ label: titulos.get(chapa.id)!, votos: apuracao.chapas[chapa.id] ?? 0 })),
    { label: ESCOLHA_LABELS.branco, votos: apuracao.branco },
    { label: ESCOLHA_LABELS.nulo, votos: apuracao.nulo },
  ]
  const eleita = resultado.item.chapa_eleita || apuracao.vencedora
  const empate = apuracao.empate.map((id) => titulos.get(id) ?? id)
  return (
    <section aria-labelledby="contagem" className="mt-6">
      <h2 id="contagem" className="text-lg font-semibold text-marca-900">
        Contagem{apuracao.rodada > 1 ? ` (${apuracao.rodada}º turno)` : ""}
      </h2>
      <table className="mt-2 w-full text-left" data-testid="contagem">
        <thead>
          <tr className="border-b border-gray-300 text-sm text-gray-700">
            <th scope="col" className="py-2 pr-2 font-semibold">
              Opção
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              Votos
            </th>
          </tr>
        </thead>
        <tbody>
          {linhas.map((linha) => (
            <tr key={linha.label} className="border-b border-gray-200">
              <th scope="row" className="py-2 pr-2 font-normal break-words text-gray-900">
                {linha.label}
              </th>
              <td className="py-2 text-right font-semibold text-gray-900 tabular-nums">{linha.votos}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3 text-gray-900" data-testid="comparecimento">
        {turnoutLine(apuracao.votantes, apuracao.presentesAptos)}
      </p>
      {empate.length > 0 ? (
        <p className="mt-2 text-gray-900" data-testid="empate">
          Empate entre {empate.join(" e ")}.
        </p>
      ) : null}
      {resultado.item.desempate ? (
        <p className="mt-2 break-words whitespace-pre-line text-gray-900">
          <span className="font-semibold">Desempate:</span> {resultado.item.desempate}
        </p>
      ) : null}
      {eleita ? (
        <p className="mt-2 text-lg font-bold break-words text-green-800" data-testid="eleita">
          Eleita: {titulos.get(eleita) ?? ""}
        </p>
      ) : null}
    </section>
  )
}

function Recibos({ recibos, busca }: { recibos: Resultado["recibos"]; busca: string }) {
  const achado = busca ? recibos.find((linha) => linha.recibo === busca) : undefined
  return (
    <section aria-labelledby="recibos" className="mt-8">
      <h2 id="recibos" className="text-lg font-semibold text-marca-900">
        Códigos dos votos
      </h2>
      <p className="mt-1 text-gray-800">
        Cada código aparece com o que foi contado. Só quem votou sabe qual código é o seu.
      </p>
      <form method="get" role="search" className="mt-3 flex flex-wrap items-end gap-2">
        <label className="grid min-w-0 flex-1 gap-1 text-sm font-medium text-gray-800">
          Código do seu voto
          <input
            type="search"
            name="recibo"
            defaultValue={busca}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="7K3Q-XXXX-XXXX"
            className="block w-full min-w-0 rounded-md border border-gray-300 bg-white px-3 py-2 font-mono text-base shadow-sm focus:border-marca-600 focus:ring-2 focus:ring-marca-200 focus:outline-none"
          />
        </label>
        <button
          type="submit"
          className="inline-flex min-h-11 items-center rounded-md border border-marca-300 bg-white px-5 py-2.5 font-semibold text-marca-900 hover:bg-marca-50"
        >
          Buscar
        </button>
      </form>
      {busca ? (
        <p
          role="status"
          className={`mt-3 rounded-md p-3 font-semibold break-words ${achado ? "bg-green-50 text-green-900" : "bg-amber-50 text-amber-900"}`}
          data-testid="busca-recibo"
        >
          {achado
            ? `Código ${achado.recibo}: contado como ${achado.escolha}.`
            : `O código ${busca} não está nesta apuração.`}
        </p>
      ) : null}
      <ol className="mt-4 grid gap-1 sm:grid-cols-2" data-testid="recibos">
        {recibos.map((linha) => {
          const marcado = linha.recibo === busca
          return (
            <li
              key={linha.recibo}
              aria-current={marcado ? "true" : undefined}
              className={`flex flex-wrap justify-between gap-x-3 rounded px-2 py-1 ${marcado ? "bg-destaque-100 font-bold ring-2 ring-destaque-500" : "odd:bg-gray-50"}`}
            >
              <span className="font-mono whitespace-nowrap">{linha.recibo}</span>
              <span className="break-words text-gray-900">{linha.escolha}</span>
            </li>
          )
        })}
      </ol>
    </section>
  )
}

export function ApuracaoView({ resultado, busca }: { resultado: Resultado; busca: string }) {
  const { assembleia, item, apuracao } = resultado
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <article
        className="rounded-lg border border-gray-300 bg-white p-5 shadow-sm sm:p-8"
        data-testid="apuracao"
      >
        <p className="text-sm text-gray-700">
          {assembleiaTitulo(assembleia.tipo)} — {formatDateTime(assembleia.primeira_chamada)}
        </p>
        <h1 className="mt-1 text-2xl font-bold text-gray-900">Apuração</h1>
        <p className="mt-1 text-lg font-semibold break-words text-gray-900">{item.titulo}</p>
        <a href={assembleiaPublicaPath(assembleia.id)} className={LINK}>
          Ver edital
        </a>
        {apuracao ? (
          <>
            {item.votacao === "aberta" ? (
              <p className="mt-4 rounded-md bg-marca-50 p-3 text-marca-950" role="status">
                Nova votação ({item.rodada}º turno) em andamento: a apuração abaixo é a do turno anterior.
              </p>
            ) : null}
            <Contagem resultado={resultado} apuracao={apuracao} />
            <Recibos recibos={resultado.recibos} busca={busca} />
          </>
        ) : (
          <p
            className="mt-6 rounded-md bg-gray-50 p-4 text-gray-900"
            role="status"
            data-testid="sem-apuracao"
          >
            A apuração sai quando a votação for encerrada.
          </p>
        )}
      </article>
    </div>
  )
}
