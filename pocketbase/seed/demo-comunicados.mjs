// The demo's announcement: one from the president to everybody, already sent (its e-mails are in
// the queue as sent), so the demo's dashboard shows it unread to each member and the board's page
// shows its counts. Who it was for is PocketBase's rule, written here as the hook applies it
// (pb_hooks/lib/comunicados.js): the active members and the current executive board.
import { format } from "date-fns"
import { record } from "./records.mjs"

const TITULO = "Assembleia geral ordinária"
const TEXTO = [
  "A diretoria convoca todos os associados para a assembleia geral ordinária, no salão da sede.",
  "Na pauta: a prestação de contas do ano, o calendário de eventos e os jogos do campeonato dos veteranos.",
  "Contamos com a presença de todos!",
].join("\n\n")

/**
 * The announcement and its sent e-mails, to the people of buildPeople.
 * @param {Array<{ id: string, email: string, nome: string, ativo: boolean, board?: { cargo: string, tipo: string } }>} people
 * @param {Date} today São Paulo's day (dates.mjs)
 */
export function announcementRecords(people, today) {
  const presidente = people.find((p) => p.board?.tipo === "diretoria" && p.board.cargo === "presidente")
  const recipients = people.filter((p) => p.ativo || p.board?.tipo === "diretoria")
  const reached = recipients.filter((p) => p.email)
  const comunicado = record("comunicados", "assembleia", {
    titulo: TITULO,
    texto: TEXTO,
    publico: "todos",
    autor: presidente?.id ?? "",
    autor_nome: presidente?.nome ?? "",
    sem_email: recipients.length - reached.length,
  })
  const dia = format(today, "yyyy-MM-dd")
  const envios = reached.map((p) =>
    record("envios", `comunicado:assembleia:${p.email}`, {
      tipo: "comunicado",
      referencia: comunicado.data.id,
      conta: p.id,
      status: "enviado",
      tentativas: 1,
      email: p.email,
      enviado_em: `${dia} 11:00:00.000Z`,
    }),
  )
  return [comunicado, ...envios]
}
