// The classes on /escolinha, above the request form: each with its birth years, days and times,
// place and 'Restam N vagas' or 'Turma lotada: lista de espera', from the data; plain HTML, no script.
import { horarioOf } from "@veteranos/domain/escolinha"
import { anosLabel, vagasRestantesLabel } from "@veteranos/domain/escolinha-turmas"
import type { TurmaPublica } from "./turmas.server"

export function TurmasPublicas({ turmas }: { turmas: TurmaPublica[] }) {
  if (turmas.length === 0)
    return <p className="text-gray-800">As turmas deste ano ainda serão divulgadas. Faça o pedido abaixo.</p>
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="turmas">
      {turmas.map((turma) => {
        const lotada = turma.matriculados >= turma.vagas
        return (
          <li key={turma.id} className="rounded-2xl border border-marca-200 bg-white p-5 shadow-sm">
            <h3 className="text-xl font-bold text-marca-950">{turma.nome}</h3>
            <p className="text-gray-800">{anosLabel(turma)}</p>
            <p className="mt-2 text-gray-800">{horarioOf(turma)}</p>
            <p className="text-gray-800">{turma.local}</p>
            <p className={`mt-2 font-semibold ${lotada ? "text-amber-800" : "text-marca-800"}`}>
              {vagasRestantesLabel(turma.matriculados, turma.vagas)}
            </p>
          </li>
        )
      })}
    </ul>
  )
}
