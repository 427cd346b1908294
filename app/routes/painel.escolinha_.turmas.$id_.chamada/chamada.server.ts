// The roll through PocketBase's own route, with the person's token
// (docs/decisions/youth-school.md#classes-and-the-roll): PocketBase checks who calls it (a coach
// only for their class), the day and the children, and replaces the day's rows in one transaction.
import { apiPath } from "@veteranos/domain/rotas-api"
import { ClientResponseError, createPocketBase } from "~/http/pocketbase.server"
import type { AtestadoMarca, Responsavel } from "~/features/escolinha/turma-pessoas"

/** What PocketBase's reader gives the roll's page (pb_hooks/lib/paginas/escolinha-chamada.js). */
export type ChamadaPagina = {
  turma: { id: string; nome: string } | null
  hoje: string
  data: string
  alunos: Array<{
    id: string
    nome: string
    atestado: AtestadoMarca
    responsavel: Responsavel
    presente: boolean | null
  }>
}

/** PocketBase refused the roll with a reason the coach can read. */
export class ChamadaRecusadaError extends Error {}

/** Saves the roll of `turma` on `data`; answers the flash message ('Chamada de ... salva: ...'). */
export async function saveChamada(token: string, turma: string, data: string, presentes: string[]) {
  try {
    const answer = await createPocketBase(token).send<{ message: string }>(apiPath("saveChamada", turma), {
      method: "POST",
      body: { data, presentes },
    })
    return answer.message
  } catch (error) {
    if (error instanceof ClientResponseError && [400, 403, 404].includes(error.status)) {
      const message = error.response?.message
      if (typeof message === "string" && message) throw new ChamadaRecusadaError(message)
    }
    throw error
  }
}
