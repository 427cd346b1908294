// /painel/comunicados' list: each announcement with its date, who it is for and who wrote it, its
// text, and 'Marcar como lido' (or 'Lido'); for the board, how its e-mails stand. While any e-mail
// is still queued, the page refreshes itself every few seconds (JavaScript) and offers 'Atualizar'
// (without it).
import { Link, useLocation, useRevalidator } from "@remix-run/react"
import { useEffect } from "react"
import { StatusBadge } from "~/components/ui/status-badge"
import type { ComunicadoItem } from "~/features/comunicados/comunicados.server"
import { MarcarLido } from "~/features/comunicados/marcar-lido"

/** How often the page asks again while e-mails are queued. */
const REFRESH_MS = 5000

/** Reloads the page's data every few seconds while the tab is shown. */
function useRefresh(active: boolean) {
  const { revalidate } = useRevalidator()
  useEffect(() => {
    if (!active) return
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") revalidate()
    }, REFRESH_MS)
    return () => clearInterval(timer)
  }, [active, revalidate])
}

export function ComunicadosLista({
  comunicados,
  pendente,
}: {
  comunicados: readonly ComunicadoItem[]
  pendente: boolean
}) {
  const { pathname, search } = useLocation()
  useRefresh(pendente)
  if (comunicados.length === 0) {
    return <p className="mt-6 text-gray-700">Nenhum comunicado por enquanto.</p>
  }
  return (
    <>
      {pendente ? (
        <p className="mt-4 text-sm text-gray-700" role="status">
          Os e-mails ainda estão sendo enviados.{" "}
          <Link to={`${pathname}${search}`} className="font-semibold text-marca-800 underline">
            Atualizar
          </Link>
        </p>
      ) : null}
      <ul className="mt-6 grid gap-4" data-testid="comunicados">
        {comunicados.map((comunicado) => (
          <li
            key={comunicado.id}
            id={`comunicado-${comunicado.id}`}
            className="min-w-0 rounded-lg border border-gray-200 bg-white p-4 shadow-sm [overflow-wrap:anywhere]"
          >
            <article aria-labelledby={`titulo-${comunicado.id}`}>
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h2 id={`titulo-${comunicado.id}`} className="text-lg font-semibold text-marca-900">
                  {comunicado.titulo}
                </h2>
                {comunicado.lido ? <StatusBadge status="lido" label="Lido" /> : null}
              </div>
              <p className="text-sm text-gray-700">
                {comunicado.quando} · {comunicado.publico}
                {comunicado.autor ? ` · ${comunicado.autor}` : ""}
              </p>
              <div className="mt-3 grid gap-2 text-gray-900">
                {comunicado.paragrafos.map((linhas, i) => (
                  <p key={i}>
                    {linhas.map((linha, j) => (
                      <span key={j}>
                        {j > 0 ? <br /> : null}
                        {linha}
                      </span>
                    ))}
                  </p>
                ))}
              </div>
              {comunicado.envios ? (
                <p className="mt-3 text-sm text-gray-700" data-testid="envios">
                  {comunicado.envios.linha}
                </p>
              ) : null}
              {comunicado.lido ? null : (
                <div className="mt-3">
                  <MarcarLido id={comunicado.id} titulo={comunicado.titulo} voltar={`${pathname}${search}`} />
                </div>
              )}
            </article>
          </li>
        ))}
      </ul>
    </>
  )
}
