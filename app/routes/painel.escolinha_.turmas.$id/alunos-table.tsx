// The class page's lists (docs/decisions/youth-school.md#classes-and-the-roll): the enrolled children
// (age, the certificate's mark, the attendance rate, the guardian with 'Ligar para o responsável',
// and the managers' 'Registrar atestado'), then the waiting list in its order.
import type { Column } from "~/components/ui/data-table"
import { DialogLink } from "~/components/ui/dialog"
import { AtestadoBadge, LigarResponsavel } from "~/features/escolinha/turma-pessoas"
import { formatDate } from "~/utils/format"
import type { TurmaPagina } from "./turma.server"

type Aluno = TurmaPagina["alunos"][number]

const anos = (idade: number) => `${idade} ${idade === 1 ? "ano" : "anos"}`

export function alunoColumns(gerencia: boolean): ReadonlyArray<Column<Aluno>> {
  const columns: Array<Column<Aluno>> = [
    { header: "Criança", cell: (a) => <span className="font-medium">{a.nome}</span> },
    { header: "Idade", cell: (a) => anos(a.idade), className: "whitespace-nowrap" },
    {
      header: "Atestado",
      cell: (a) => (
        <>
          <AtestadoBadge atestado={a.atestado} />
          {a.atestado.ate ? (
            <span className="block text-sm text-gray-700">até {formatDate(a.atestado.ate)}</span>
          ) : null}
        </>
      ),
    },
    { header: "Presença (30 dias)", cell: (a) => a.frequencia.label ?? "Sem chamada" },
    {
      header: "Responsável",
      cell: (a) => (
        <>
          <span className="block">{a.responsavel.nome}</span>
          <LigarResponsavel responsavel={a.responsavel} />
        </>
      ),
    },
  ]
  if (gerencia)
    columns.push({
      header: "Ações",
      cell: (a) => <DialogLink acao="atestado" id={a.id} label="Registrar atestado" context={a.nome} />,
    })
  return columns
}

export function ListaDeEspera({ espera }: { espera: TurmaPagina["espera"] }) {
  if (espera.length === 0) return <p className="mt-2 text-gray-700">Ninguém na lista de espera.</p>
  return (
    <ol className="mt-3 grid gap-2" data-testid="espera">
      {espera.map((aluno, index) => (
        <li key={aluno.id} className="rounded-lg border border-gray-200 bg-white p-3">
          <span className="font-semibold">
            {index + 1}º {aluno.nome}
          </span>{" "}
          <span className="text-gray-700">({anos(aluno.idade)})</span>
          {aluno.espera_desde ? (
            <span className="block text-sm text-gray-700">
              Na lista desde {formatDate(aluno.espera_desde)}
            </span>
          ) : null}
          <span className="block">{aluno.responsavel.nome}</span>
          <LigarResponsavel responsavel={aluno.responsavel} />
        </li>
      ))}
    </ol>
  )
}
