// The minutes as the page draws them, from the same model as the PDF (app/features/assembleias/ata.ts):
// the heading, the assembly's data, the numbered agenda with each item's vote and notes, the
// signature lines, and the attendance list as an annex that prints on a page of its own. On a phone
// the lines wrap; printed, only this article shows, on A4 (app/tailwind.css, `.ata`).
import type { Ata } from "~/features/assembleias/ata"
import { MINUTA } from "~/features/assembleias/ata"

function Assinatura({ cargo, nome }: { cargo: string; nome: string }) {
  return (
    <div className="mt-12 flex-1 border-t border-gray-800 pt-1 text-center text-sm">
      {nome ? <p className="font-semibold">{nome}</p> : null}
      <p>{cargo}</p>
    </div>
  )
}

function Presentes({ titulo, nomes }: { titulo: string; nomes: string[] }) {
  return (
    <>
      <h3 className="mt-4 font-semibold">
        {titulo} ({nomes.length})
      </h3>
      {nomes.length === 0 ? <p className="text-sm">Nenhum.</p> : null}
      <ol className="mt-1">
        {nomes.map((nome, index) => (
          <li key={`${index}-${nome}`} className="flex items-end gap-3 py-2 text-sm">
            <span className="w-1/2 break-words">{nome}</span>
            <span aria-hidden="true" className="h-5 flex-1 border-b border-gray-500" />
          </li>
        ))}
      </ol>
    </>
  )
}

export function AtaDocumento({ ata }: { ata: Ata }) {
  return (
    <article
      className="ata mt-4 rounded-lg border border-gray-300 bg-white p-4 break-words text-gray-900 shadow-sm sm:p-6 print:border-0 print:p-0 print:shadow-none"
      data-testid="ata"
    >
      <header className="text-center">
        <p className="font-semibold">{ata.associacao}</p>
        {ata.cnpj ? <p className="text-sm">{ata.cnpj}</p> : null}
        <h1 className="mt-3 text-lg font-bold sm:text-xl">{ata.titulo}</h1>
        {ata.final ? null : <p className="mt-2 text-sm font-semibold text-amber-800">{MINUTA}</p>}
      </header>
      <dl className="mt-4 grid gap-1">
        {ata.dados.map(({ rotulo, valor }) => (
          <div key={rotulo}>
            <dt className="inline font-semibold">{rotulo}: </dt>
            <dd className="inline">{valor}</dd>
          </div>
        ))}
      </dl>
      <h2 className="mt-5 font-bold">Ordem do dia</h2>
      <ol className="mt-1">
        {ata.itens.map((item) => (
          <li key={item.numero} className="mt-3">
            <p className="font-semibold">
              {item.numero}. {item.titulo}
            </p>
            <p>{item.votacao}</p>
            {item.eleitos.length > 0 ? (
              <ul className="mt-1 pl-4">
                {item.eleitos.map((eleito) => (
                  <li key={eleito}>{eleito}</li>
                ))}
              </ul>
            ) : null}
            {item.observacoes ? <p className="whitespace-pre-line">Observações: {item.observacoes}</p> : null}
          </li>
        ))}
      </ol>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:gap-10 print:flex-row print:gap-10">
        {ata.assinaturas.map((assinatura) => (
          <Assinatura key={assinatura.cargo} {...assinatura} />
        ))}
      </div>
      <section aria-labelledby="anexo" className="mt-8 print:mt-0 print:break-before-page">
        <h2 id="anexo" className="text-center font-bold">
          ANEXO — LISTA DE PRESENÇA
        </h2>
        <Presentes titulo="Aptos a votar" nomes={ata.anexo.aptos} />
        <Presentes titulo="Não aptos a votar" nomes={ata.anexo.naoAptos} />
      </section>
    </article>
  )
}
