// The secret ballot as a member sees it, on their own phone (/painel/votar/{item}) or on the
// secretary's in cabine mode (/painel/assembleias/{id}/cabine): each slate as a radio (its number,
// name and people by seat), 'Em branco', 'Nulo' and 'Confirmar voto', a plain form that works without
// JavaScript; then the receipt ('Voto registrado.', 'Código do seu voto: 7K3Q-…'). The choice is
// never shown again (docs/decisions/elections.md).
import type { FieldMetadata, FormMetadata } from "@conform-to/react"
import { cargoLabel } from "@veteranos/domain/cargos"
import { chapaTitulo, ESCOLHA_LABELS, ORGAO_LABELS } from "@veteranos/domain/eleicoes"
import type { ReactNode } from "react"
import { SubmitButton } from "~/components/ui/button"
import { PanelForm } from "~/panel/panel-form"

/** The ballot's page, /painel/votar/{item}. */
export const votarPath = (item: string) => `/painel/votar/${encodeURIComponent(item)}`

/** A slate as PocketBase's reader gives it (lib/eleicoes-leitura.js readEleicao). */
export type ChapaDaCedula = {
  id: string
  numero: number
  nome: string
  membros: ReadonlyArray<{ nome: string; cargo: string; tipo: string }>
}

const OPCAO =
  "flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-gray-300 bg-white p-4 has-[:checked]:border-marca-700 has-[:checked]:bg-marca-50 has-[:checked]:ring-2 has-[:checked]:ring-marca-200"
const RADIO = "mt-0.5 size-6 shrink-0 accent-marca-700"

function Membros({ membros }: { membros: ChapaDaCedula["membros"] }) {
  const orgaos = [...new Set(membros.map((membro) => membro.tipo))]
  return (
    <>
      {orgaos.map((tipo) => (
        <div key={tipo} className="mt-1">
          {orgaos.length > 1 ? (
            <p className="text-sm font-semibold text-gray-800">
              {ORGAO_LABELS[tipo as keyof typeof ORGAO_LABELS] ?? tipo}
            </p>
          ) : null}
          <ul className="text-sm text-gray-800">
            {membros
              .filter((membro) => membro.tipo === tipo)
              .map((membro, index) => (
                <li key={index} className="[overflow-wrap:anywhere]">
                  {cargoLabel(membro.cargo)}: {membro.nome}
                </li>
              ))}
          </ul>
        </div>
      ))}
    </>
  )
}

/**
 * The ballot's form: `form` and `escolha` from useSchemaForm over the page's form, `children` its
 * hidden fields (the member, in cabine mode), `intent` what its button sends.
 */
export function Cedula({
  titulo,
  chapas,
  form,
  escolha,
  intent,
  children,
}: {
  titulo: string
  chapas: readonly ChapaDaCedula[]
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: FormMetadata<any, string[]>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  escolha: FieldMetadata<any>
  intent: string
  children?: ReactNode
}) {
  const invalid = (escolha.errors ?? []).length > 0
  const opcoes = [
    ...chapas.map((chapa) => ({ value: chapa.id, chapa })),
    ...(["branco", "nulo"] as const).map((value) => ({ value, chapa: null })),
  ]
  return (
    <PanelForm form={form} className="mt-4 grid gap-4">
      {children}
      <fieldset
        id={escolha.id}
        className="grid scroll-mt-10 gap-3"
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? escolha.errorId : undefined}
      >
        <legend className="mb-2 text-lg font-semibold break-words text-marca-900">{titulo}</legend>
        {opcoes.map(({ value, chapa }) => (
          <label key={value} className={OPCAO}>
            <input type="radio" name={escolha.name} value={value} required className={RADIO} />
            <span className="min-w-0">
              <span className="block font-semibold break-words text-gray-900">
                {chapa ? chapaTitulo(chapa.numero, chapa.nome) : ESCOLHA_LABELS[value as "branco" | "nulo"]}
              </span>
              {chapa ? <Membros membros={chapa.membros} /> : null}
            </span>
          </label>
        ))}
        <div id={escolha.errorId} aria-live="polite">
          {invalid ? <p className="text-sm font-medium text-red-700">{escolha.errors?.[0]}</p> : null}
        </div>
      </fieldset>
      {/* A ballot of two slates is longer than a phone's screen: its button stays at the bottom edge
          (docs/decisions/phones-and-touch.md, as a long dialog's footer). */}
      <div className="sticky bottom-0 border-t border-gray-200 bg-white py-3 sm:static sm:border-0 sm:py-0">
        <SubmitButton name="intent" value={intent} pendingLabel="Registrando..." className="w-full sm:w-auto">
          Confirmar voto
        </SubmitButton>
      </div>
    </PanelForm>
  )
}

/** The receipt after 'Confirmar voto': the code alone, never the choice. */
export function Recibo({
  recibo,
  titulo = "Voto registrado.",
  children,
}: {
  recibo: string
  titulo?: string
  children?: ReactNode
}) {
  return (
    <section
      role="status"
      className="mt-4 grid gap-3 rounded-lg border border-green-300 bg-green-50 p-5"
      data-testid="recibo"
    >
      <h2 className="text-xl font-bold text-green-900">{titulo}</h2>
      <p className="text-gray-900">
        Código do seu voto:{" "}
        <strong className="font-mono text-xl tracking-wide whitespace-nowrap" data-testid="codigo">
          {recibo}
        </strong>
      </p>
      <p className="text-gray-800">
        Guarde este código: ele aparece na apuração com o que foi contado, e só você sabe que é seu.
      </p>
      {children}
    </section>
  )
}
