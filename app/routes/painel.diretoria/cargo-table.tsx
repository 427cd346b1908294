// The president's lists on /painel/diretoria: each body's seats (current ones, then those that begin
// later, marked 'A partir de ...') and the ended ones ('Gestões anteriores'), with the links that
// open their dialogs, and the page's toolbar ('Transferir presidência', 'Novo Cargo').
import type { ReactNode } from "react"
import { type Column } from "~/components/ui/data-table"
import { DialogLink, NewDialogLink, RowActionsApart } from "~/components/ui/dialog"
import { StatusBadge } from "~/components/ui/status-badge"
import type { CargoLinha } from "./cargo-groups.server"
import { cargoLabel } from "@veteranos/domain/cargos"
import { formatDate } from "~/utils/format"
import { TIPO_LABELS } from "@veteranos/domain/cargos"

export const CARGO_ACOES = [
  "novo",
  "editar",
  "encerrar",
  "excluir",
  "transferir",
  "redefinir-segunda-etapa",
] as const
export type CargoAcao = (typeof CARGO_ACOES)[number]

/** A seat's link to one of its dialogs, named for screen readers by the seat. */
function SeatLink({
  acao,
  cargo,
  label,
  destructive = false,
}: {
  acao: CargoAcao
  cargo: CargoLinha
  label: string
  destructive?: boolean
}) {
  return (
    <DialogLink
      acao={acao}
      id={cargo.id}
      label={label}
      context={`${cargoLabel(cargo.cargo)}: ${cargo.nome}`}
      destructive={destructive}
    />
  )
}

/** 'Excluir' apart from a seat's other links (docs/decisions/phones-and-touch.md#destructive-actions-stand-apart). */
const excluir = (cargo: CargoLinha) => <SeatLink acao="excluir" cargo={cargo} label="Excluir" destructive />

/** A stored day as dd/MM/yyyy; an unset end reads as open. */
const day = (value: string) => (value ? formatDate(value) : "—")

/** "01/01/2025 a 31/12/2027". */
export function mandato(cargo: { inicio_mandato: string; fim_mandato: string }): string {
  return `${day(cargo.inicio_mandato)} a ${day(cargo.fim_mandato)}`
}

const pessoa: Column<CargoLinha> = {
  header: "Pessoa",
  cell: (c) => (
    <>
      <span className="font-medium">{c.nome}</span>
      {/* On a phone the position goes under the name, its own column hidden. */}
      <span className="block text-gray-700 md:hidden">{cargoLabel(c.cargo)}</span>
      {c.futuro ? (
        <span className="mt-0.5 block">
          <StatusBadge status="pendente" label={`A partir de ${formatDate(c.inicio_mandato)}`} />
        </span>
      ) : null}
    </>
  ),
}

const columns = (acoes: (c: CargoLinha) => ReactNode): ReadonlyArray<Column<CargoLinha>> => [
  pessoa,
  { header: "Cargo", cell: (c) => cargoLabel(c.cargo), className: "hidden md:table-cell" },
  {
    header: "Mandato",
    // Each day on one line; on a phone the two may stack.
    cell: (c) => (
      <>
        <span className="whitespace-nowrap">{day(c.inicio_mandato)}</span> a{" "}
        <span className="whitespace-nowrap">{day(c.fim_mandato)}</span>
      </>
    ),
  },
  {
    header: "Contato público",
    className: "hidden md:table-cell",
    cell: (c) =>
      c.telefone || c.email ? (
        <>
          {c.telefone ? <span className="block whitespace-nowrap">{c.telefone}</span> : null}
          {c.email ? <span className="block break-all">{c.email}</span> : null}
        </>
      ) : (
        <span className="text-gray-500">Não informado</span>
      ),
  },
  { header: "Ações", cell: acoes },
]

/**
 * A body's seats: a current one may be ended, and its holder's second step reset (a lost phone:
 * docs/decisions/two-step-login.md#a-seat-requires-it); one that begins later is edited or deleted.
 */
export const CARGO_COLUMNS = columns((c) => (
  <RowActionsApart destructive={excluir(c)}>
    <SeatLink acao="editar" cargo={c} label="Editar" />
    {c.futuro ? null : <SeatLink acao="encerrar" cargo={c} label="Encerrar mandato" />}
    {c.futuro ? null : <SeatLink acao="redefinir-segunda-etapa" cargo={c} label="Redefinir segunda etapa" />}
  </RowActionsApart>
))

/** The ended seats, with the body each belonged to. */
export const ANTERIOR_COLUMNS: ReadonlyArray<Column<CargoLinha>> = [
  pessoa,
  { header: "Órgão", cell: (c) => TIPO_LABELS[c.tipo] ?? c.tipo, className: "hidden md:table-cell" },
  ...columns((c) => (
    <RowActionsApart destructive={excluir(c)}>
      <SeatLink acao="editar" cargo={c} label="Editar" />
    </RowActionsApart>
  )).slice(1),
]

/** 'Transferir presidência' (when there is a current president) and 'Novo Cargo'. */
export function DiretoriaToolbar({ transferir }: { transferir: boolean }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      {transferir ? (
        <NewDialogLink acao="transferir" label="Transferir presidência" variant="secondary" />
      ) : null}
      <NewDialogLink acao="novo" label="Novo Cargo" />
    </div>
  )
}
