// The public classes (docs/decisions/youth-school.md#classes-and-the-roll): `turmas_vagas`, open to
// anyone, gives each class's days, times, place and places with its enrolled count, never its coach
// nor its children.
import type { Turma } from "~/features/escolinha/turma"
import { createPocketBase } from "~/http/pocketbase.server"

export type TurmaPublica = Turma & { matriculados: number }

export async function listTurmasPublicas(): Promise<TurmaPublica[]> {
  return createPocketBase().collection("turmas_vagas").getFullList<TurmaPublica>({
    sort: "-ano_inicio,nome",
    fields: "id,nome,ano_inicio,ano_fim,dias,hora_inicio,hora_fim,local,vagas,matriculados",
  })
}
