// The classes' list on /painel/escolinha: name (the link to the class's page), birth years, days and
// times, place, coach, 'N de M vagas' and how many wait; the managers' 'Editar' and 'Excluir' open
// their dialogs (turma-dialogs.tsx).
import { Link } from "@remix-run/react"
import { horarioOf } from "@veteranos/domain/escolinha"
import { anosLabel, vagasLabel } from "@veteranos/domain/escolinha-turmas"
import type { Column } from "~/components/ui/data-table"
import { DialogLink, RowActionsApart } from "~/components/ui/dialog"
import type { TurmaLinha } from "./turmas.server"

export const TURMA_ACOES = ["nova", "editar", "excluir"] as const
export type TurmaAcao = (typeof TURMA_ACOES)[number]

export function turmaColumns(gerencia: boolean): ReadonlyArray<Column<TurmaLinha>> {
  const columns: Array<Column<TurmaLinha>> = [
    {
      header: "Turma",
      card: "title",
      cell: (t) => (
        <Link
          to={`/painel/escolinha/turmas/${t.id}`}
          className="inline-flex min-h-8 items-center font-medium text-marca-800 underline hover:text-marca-950"
        >
          {t.nome}
        </Link>
      ),
    },
    { header: "Nascidos", cell: (t) => anosLabel(t).replace(/^Nascidos /, "") },
    { header: "Dias e horário", cell: (t) => horarioOf(t) },
    { header: "Local", cell: (t) => t.local },
    { header: "Professor", cell: (t) => t.professor_nome || "—" },
    {
      header: "Vagas",
      cell: (t) => (
        <>
          {vagasLabel(t.matriculados, t.vagas)}
          {t.espera ? <span className="block text-gray-700">{t.espera} na lista de espera</span> : null}
        </>
      ),
    },
  ]
  if (gerencia)
    columns.push({
      header: "Ações",
      cell: (t) => (
        <RowActionsApart
          destructive={<DialogLink acao="excluir" id={t.id} label="Excluir" context={t.nome} destructive />}
        >
          <DialogLink acao="editar" id={t.id} label="Editar" context={t.nome} />
        </RowActionsApart>
      ),
    })
  return columns
}
