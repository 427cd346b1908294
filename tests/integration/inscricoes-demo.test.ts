// The demo's event places (pocketbase/seed/demo-inscricoes.mjs): the tournament a week ahead is full
// with one person waiting, as PocketBase's hook decided while the seed saved them, so the dashboard
// shows 'N de M vagas' and the waiting list.
import { expect, it } from "vitest"
import { adminClient } from "../support/pocketbase"
import { ownPocketBase } from "./support"

const db = await ownPocketBase({ demo: true })

it("fills the tournament's two places and puts the third on the waiting list", async () => {
  const admin = await adminClient(db.url)
  const evento = await admin.collection("eventos").getFirstListItem('titulo = "Torneio de integração"')
  const vagas = await admin.collection("inscricoes_vagas").getOne(evento.id)
  expect(vagas).toMatchObject({ capacidade: 2, confirmadas: 2, espera: 1 })
  const fila = await admin
    .collection("inscricoes_fila")
    .getFullList({ filter: `evento = "${evento.id}"`, sort: "status,posicao" })
  expect(fila.map((row) => [row.status, row.posicao])).toEqual([
    ["confirmada", 1],
    ["confirmada", 2],
    ["espera", 1],
  ])
}, 120_000)
