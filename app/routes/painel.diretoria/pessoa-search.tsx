// Choosing the person for a seat or the presidency, with or without JavaScript: a GET search inside
// the dialog (?acao=novo&pessoa=<termo>) lists the matching accounts, and the dialog's form offers
// them as radio buttons.
import { getCollectionProps, type FieldMetadata } from "@conform-to/react"
import { SearchForm } from "~/components/ui/search-form"
import type { Conta } from "./diretoria.server"

/** The search: its own GET form, before the dialog's POST form (forms do not nest). */
export function PessoaSearch({ acao }: { acao: string }) {
  return (
    <SearchForm
      label="Buscar pessoa"
      placeholder="Nome ou e-mail"
      name="pessoa"
      keep={{ acao }}
      className="mb-4"
    />
  )
}

/** The accounts found, as the form's `idCadGeral` radio buttons, with the field's message. */
export function PessoaChoice({
  meta,
  pessoas,
  termo,
  className = "",
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  meta: FieldMetadata<any>
  pessoas: readonly Conta[] | null
  termo: string | null
  className?: string
}) {
  const errors = meta.errors ?? []
  const found = pessoas ?? []
  const radios = getCollectionProps(meta, { type: "radio", options: found.map((conta) => conta.id) })
  return (
    <fieldset
      className={className}
      aria-invalid={errors.length > 0 || undefined}
      aria-describedby={errors.length > 0 ? meta.errorId : undefined}
    >
      <legend className="text-sm font-medium text-gray-800">Pessoa</legend>
      {!termo ? (
        <p className="mt-1 text-sm text-gray-600">Busque a pessoa pelo nome ou e-mail.</p>
      ) : found.length === 0 ? (
        <p className="mt-1 text-sm text-gray-600">Nenhuma pessoa encontrada.</p>
      ) : (
        <ul className="mt-2 grid gap-2">
          {radios.map(({ key, ...radio }, index) => (
            <li key={key ?? radio.value}>
              <label className="flex items-start gap-3 text-sm">
                <input {...radio} className="mt-0.5 size-5 shrink-0 accent-marca-700" />
                <span className="min-w-0 wrap-anywhere">
                  <span className="font-medium">{found[index]!.nome}</span>
                  <span className="block text-gray-600">{found[index]!.email}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <div id={meta.errorId} aria-live="polite">
        {errors.length > 0 ? <p className="mt-1 text-sm font-medium text-red-700">{errors[0]}</p> : null}
      </div>
    </fieldset>
  )
}
