// Marking a school photo, inside its upload or edit form, with or without JavaScript
// (docs/decisions/youth-school.md#image-consent-in-the-gallery): a search among the enrolled children
// (?q=, answered by the page's reader) whose results are checkboxes, 'Nenhuma criança identificável'
// and 'Publicar'. The search is the form's own 'Buscar' button sent as a GET (forms do not nest, and
// the chosen children must travel with it): without JavaScript it sends the whole form, each chosen
// child as a repeated `marcas` (the loader turns them into ?marcadas=a,b, which the reader reads);
// with JavaScript it goes to that address at once and the form keeps what was typed.
import { getInputProps, type FieldMetadata } from "@conform-to/react"
import { useLocation, useNavigate } from "@remix-run/react"
import type { MouseEvent } from "react"
import { Button } from "~/components/ui/button"

export type AlunoMarcavel = { id: string; nome: string; imagem: boolean }

/** The parameter the chosen children travel in between searches (the reader's). */
export const MARCADAS = "marcadas"

/** The chosen children an address carries (?marcadas=a,b). */
export function marcadasOf(params: URLSearchParams): string[] {
  return (params.get(MARCADAS) ?? "").split(",").filter(Boolean)
}

/**
 * The address a search without JavaScript lands on, when it sent chosen children as repeated
 * `marcas`: the same one with them as ?marcadas=, the file's name left out. Null when none.
 */
export function searchAddress(url: URL): string | null {
  if (!url.searchParams.has("marcas")) return null
  const params = new URLSearchParams(url.search)
  const marcas = params.getAll("marcas").filter(Boolean)
  params.delete("marcas")
  params.delete("imagens")
  if (marcas.length > 0) params.set(MARCADAS, marcas.join(","))
  else params.delete(MARCADAS)
  return `${url.pathname}?${params}`
}

/** A checkbox row: the whole label is a 44 px target (docs/decisions/phones-and-touch.md#tap-targets). */
const ROW = "flex min-h-11 items-center gap-3 text-sm"
const BOX = "size-5 shrink-0 accent-marca-700"

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function Toggle({ label, meta }: { label: string; meta: FieldMetadata<any> }) {
  const { key, ...input } = getInputProps(meta, { type: "checkbox" })
  return (
    <label className={ROW}>
      <input key={key} {...input} className={BOX} />
      <span>{label}</span>
    </label>
  )
}

function useSearch() {
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  // With JavaScript: the search's address from the form's state, without the round trip.
  return (event: MouseEvent<HTMLButtonElement>) => {
    const form = event.currentTarget.form
    if (!form) return
    event.preventDefault()
    const data = new FormData(form)
    const params = new URLSearchParams(search)
    params.set("q", String(data.get("q") ?? ""))
    const marcas = data.getAll("marcas").map(String).filter(Boolean)
    if (marcas.length > 0) params.set(MARCADAS, marcas.join(","))
    else params.delete(MARCADAS)
    navigate(`${pathname}?${params}`, { replace: true, preventScrollReset: true })
  }
}

export function Marcacao({
  acao,
  alunos,
  marcas,
  semCriancas,
  publicada,
}: {
  acao: string
  alunos: readonly AlunoMarcavel[]
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  marcas: FieldMetadata<any>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  semCriancas: FieldMetadata<any>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  publicada: FieldMetadata<any>
}) {
  const { pathname, search } = useLocation()
  const onSearch = useSearch()
  const initial = marcas.initialValue as string[] | string | undefined
  const chosen = typeof initial === "string" ? [initial] : (initial ?? [])
  const errors = marcas.errors ?? []
  return (
    <>
      {/* The school tab and the open dialog, for the search's GET. */}
      <input type="hidden" name="status" value="escolinha" />
      <input type="hidden" name="acao" value={acao} />
      <input type="hidden" name="marcacao" value="1" />
      <fieldset
        className="grid min-w-0 gap-2"
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={errors.length > 0 ? marcas.errorId : undefined}
      >
        <legend className="text-sm font-medium text-gray-800">Crianças na foto</legend>
        <div className="flex flex-wrap items-end gap-2">
          <label className="grid min-w-0 flex-1 gap-1 text-sm text-gray-800">
            Buscar criança matriculada
            <input
              type="search"
              name="q"
              defaultValue={new URLSearchParams(search).get("q") ?? ""}
              placeholder="Nome"
              autoComplete="off"
              className="block w-full min-w-0 rounded-md border border-gray-300 bg-white px-3 py-2 text-base shadow-sm focus:border-marca-600 focus:outline-none focus:ring-2 focus:ring-marca-200"
            />
          </label>
          <Button
            type="submit"
            variant="secondary"
            formMethod="get"
            formAction={pathname}
            formNoValidate
            onClick={onSearch}
          >
            Buscar
          </Button>
        </div>
        {alunos.length === 0 ? (
          <p className="text-sm text-gray-600">Busque pelo nome as crianças que aparecem na foto.</p>
        ) : (
          <ul className="grid gap-1">
            {alunos.map((aluno) => (
              <li key={aluno.id}>
                <label className={ROW}>
                  <input
                    type="checkbox"
                    name={marcas.name}
                    value={aluno.id}
                    defaultChecked={chosen.includes(aluno.id)}
                    className={BOX}
                  />
                  <span className="min-w-0 wrap-anywhere">
                    <span className="font-medium">{aluno.nome}</span>
                    {aluno.imagem ? null : (
                      <span className="block text-gray-600">Sem autorização de uso de imagem</span>
                    )}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
        <div id={marcas.errorId} aria-live="polite">
          {errors.length > 0 ? <p className="text-sm font-medium text-red-700">{errors[0]}</p> : null}
        </div>
      </fieldset>
      <Toggle label="Nenhuma criança identificável" meta={semCriancas} />
      <Toggle label="Publicar" meta={publicada} />
    </>
  )
}
