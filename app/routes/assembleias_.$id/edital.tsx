// The general assembly's notice (edital de convocação) as its public page shows it and as it prints,
// on one A4 page: the association, the kind, both calls' times in São Paulo, where it meets (the
// address, the video call's link and instructions), the numbered agenda, who convenes and when. The
// site's header and footer do not print, nor do the links and the button. 'Imprimir' is a small
// script of its own (app/assets/imprimir.js); without it the page says to use the browser's Print.
import { Link } from "@remix-run/react"
// ?no-inline: a file of its own even this small, never a data: address the CSP would refuse.
import imprimirScript from "~/assets/imprimir.js?url&no-inline"
import { buttonClass } from "~/components/ui/button"
import { Icon } from "~/components/ui/icon"

export type EditalPagina = {
  associacao: { nome: string; sigla: string; cnpj: string; endereco: string }
  titulo: string
  cancelada: { motivo: string } | null
  primeiraChamada: string
  segundaChamada: string
  /** The address, when it meets in person. */
  local: string
  /** The video call, when it meets online. */
  online: { link: string; instrucoes: string } | null
  itens: ReadonlyArray<{
    id: string
    ordem: number
    titulo: string
    /** An election's registered slates ('Chapa 1 — Renovação'), each person by seat. */
    chapas: ReadonlyArray<{
      id: string
      titulo: string
      membros: ReadonlyArray<{ cargo: string; nome: string }>
    }>
    /** An election's public result, once its vote closed. */
    apuracao: string | null
  }>
  convocacao: { nome: string; cargo: string; data: string; cidade: string }
}

const LINHA = "text-gray-900"

/** An election's slates under its item: each slate's number and name, then each seat's person. */
function Chapas({ chapas }: { chapas: EditalPagina["itens"][number]["chapas"] }) {
  if (chapas.length === 0) return null
  return (
    <ul className="mt-1 grid gap-2" data-testid="chapas">
      {chapas.map((chapa) => (
        <li key={chapa.id}>
          <p className="font-semibold">{chapa.titulo}</p>
          <ul className="text-sm text-gray-800">
            {chapa.membros.map((membro, index) => (
              <li key={`${index}-${membro.nome}`}>
                {membro.cargo}: {membro.nome}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  )
}

export function EditalView({ edital }: { edital: EditalPagina }) {
  const { associacao, convocacao } = edital
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 print:max-w-none print:p-0 print:text-[11pt]">
      <article
        className="rounded-lg border border-gray-300 bg-white p-5 shadow-sm sm:p-8 print:border-0 print:p-0 print:shadow-none"
        data-testid="edital"
      >
        <header className="border-b border-gray-200 pb-4 text-center print:pb-2">
          <p className="text-lg font-bold text-marca-900">{associacao.nome}</p>
          {associacao.cnpj ? <p className="text-sm text-gray-700">CNPJ: {associacao.cnpj}</p> : null}
          {associacao.endereco ? <p className="text-sm text-gray-700">{associacao.endereco}</p> : null}
          <h1 className="mt-4 text-2xl font-bold tracking-wide text-gray-900 print:mt-2">
            EDITAL DE CONVOCAÇÃO
          </h1>
          <p className="mt-1 text-lg font-semibold text-gray-900">{edital.titulo}</p>
        </header>

        {edital.cancelada ? (
          <div
            className="mt-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-900"
            role="status"
          >
            <p className="font-bold">Assembleia cancelada</p>
            <p className="mt-1 whitespace-pre-line">Motivo: {edital.cancelada.motivo}</p>
          </div>
        ) : null}

        <p className={`mt-4 ${LINHA}`}>
          Ficam convocados os associados para a {edital.titulo}, que se realizará:
        </p>
        <dl className={`mt-3 grid gap-1 ${LINHA}`}>
          <div>
            <dt className="inline font-semibold">1ª convocação:</dt>{" "}
            <dd className="inline">{edital.primeiraChamada}</dd>
          </div>
          <div>
            <dt className="inline font-semibold">2ª convocação:</dt>{" "}
            <dd className="inline">{edital.segundaChamada}</dd>{" "}
            <span className="text-sm text-gray-700">(com qualquer número de associados presentes)</span>
          </div>
          {edital.local ? (
            <div>
              <dt className="inline font-semibold">Local:</dt> <dd className="inline">{edital.local}</dd>
            </div>
          ) : null}
          {edital.online ? (
            <div>
              <dt className="inline font-semibold">Online:</dt>{" "}
              <dd className="inline break-all">
                {/^https?:\/\//i.test(edital.online.link) ? (
                  <a href={edital.online.link} className="text-marca-800 underline" rel="noopener">
                    {edital.online.link}
                  </a>
                ) : (
                  edital.online.link
                )}
              </dd>
              {edital.online.instrucoes ? (
                <dd className="mt-1 whitespace-pre-line text-gray-800">{edital.online.instrucoes}</dd>
              ) : null}
            </div>
          ) : null}
        </dl>

        <h2 className="mt-5 font-bold text-gray-900 print:mt-3">Ordem do dia</h2>
        <ol className={`mt-2 grid gap-1 ${LINHA}`} data-testid="ordem-do-dia">
          {edital.itens.map((item) => (
            <li key={item.id} className="flex gap-2">
              <span className="w-6 shrink-0 text-right font-semibold tabular-nums">{item.ordem}.</span>
              <div className="min-w-0 break-words">
                <span>{item.titulo}</span>
                <Chapas chapas={item.chapas} />
                {item.apuracao ? (
                  <a
                    href={item.apuracao}
                    className="inline-flex min-h-11 items-center font-semibold text-marca-800 underline print:hidden"
                  >
                    Ver apuração
                  </a>
                ) : null}
              </div>
            </li>
          ))}
        </ol>

        <footer className={`mt-6 text-center print:mt-4 ${LINHA}`}>
          <p>
            {convocacao.cidade ? `${convocacao.cidade}, ` : ""}
            {convocacao.data}.
          </p>
          {/* A line to sign on the printed copy. */}
          <div className="mx-auto mt-10 w-64 max-w-full border-t border-gray-500 pt-1 print:mt-8">
            <p className="font-semibold">{convocacao.nome}</p>
            {convocacao.cargo ? <p className="text-sm text-gray-700">{convocacao.cargo}</p> : null}
          </div>
        </footer>
      </article>

      <div className="mt-6 flex flex-wrap items-center gap-4 print:hidden">
        <button type="button" className={buttonClass("primary")} data-imprimir="" hidden>
          <Icon name="file" className="size-5" />
          Imprimir
        </button>
        <p className="text-sm text-gray-700" data-imprimir-nota="">
          Para imprimir ou guardar, use Imprimir ou Salvar como PDF no navegador.
        </p>
        <Link
          to="/eventos"
          className="inline-flex min-h-11 items-center gap-1 font-semibold text-marca-800 underline"
        >
          <Icon name="chevronLeft" className="size-4" />
          Ver a agenda
        </Link>
      </div>
      {/* A file of the site itself ('self' in the CSP): no nonce, so the page can be kept and reused. */}
      <script type="module" src={imprimirScript} />
    </div>
  )
}
