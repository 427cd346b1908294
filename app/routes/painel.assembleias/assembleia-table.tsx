// The rows of /painel/assembleias: when (São Paulo), the kind, the status and the place; the date
// opens the assembly's page.
import { Link } from "@remix-run/react"
import type { Column } from "~/components/ui/data-table"
import { StatusBadge } from "~/components/ui/status-badge"
import { assembleiaPagePath, type AssembleiaLinha } from "~/features/assembleias/assembleias"
import {
  ASSEMBLEIA_STATUS_LABELS,
  ASSEMBLEIA_TIPO_LABELS,
  MODALIDADE_LABELS,
} from "@veteranos/domain/assembleias"
import { formatDateTime } from "~/utils/format"

export const ASSEMBLEIA_COLUMNS: ReadonlyArray<Column<AssembleiaLinha>> = [
  {
    header: "Data",
    card: "title",
    cell: (a) => (
      <Link
        to={assembleiaPagePath(a.id)}
        className="inline-flex min-h-6 items-center font-medium text-marca-800 underline hover:text-marca-950"
      >
        {formatDateTime(a.primeira_chamada)}
      </Link>
    ),
  },
  { header: "Tipo", cell: (a) => ASSEMBLEIA_TIPO_LABELS[a.tipo] },
  {
    header: "Situação",
    cell: (a) => <StatusBadge status={a.status} label={ASSEMBLEIA_STATUS_LABELS[a.status]} />,
  },
  {
    header: "Local",
    cell: (a) => (a.modalidade === "online" ? MODALIDADE_LABELS.online : a.local || "—"),
  },
]
