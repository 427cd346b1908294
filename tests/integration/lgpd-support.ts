// A member with a record of each kind the export of 'Meus Dados' holds (a due, a membership request,
// a sign-up for an event, an announcement read, a presence at an assembly), for
// tests/integration/lgpd.test.ts.
import { storedPedidoSocio } from "../support/form-data"
import { adminClient } from "../support/pocketbase"
import { createPerson } from "./support"

/** A new active member whose records are each named after `label`. */
export async function memberWithHistory(url: string, label: string) {
  const admin = await adminClient(url)
  const person = await createPerson(url, { associado: 1 })
  await admin.collection("mensalidades").create({
    descricao: `Mensalidade de ${label}`,
    data_vencimento: "2026-10-10",
    valor: 80,
    status: "pendente",
    associado_id: person.id,
  })
  await admin
    .collection("pedido_socio")
    .create(storedPedidoSocio(person.email, { nome: `Pedido de ${label}` }))
  const evento = await admin
    .collection("eventos")
    .create({ titulo: `Torneio de ${label}`, data_evento: "2090-01-10 12:00:00.000Z", capacidade: 10 })
  await admin.collection("inscricoes").create({ evento: evento.id, conta: person.id })
  const comunicado = await admin
    .collection("comunicados")
    .create({ titulo: `Aviso de ${label}`, texto: "Texto.", publico: "todos" })
  await admin.collection("comunicados_lidos").create({ comunicado: comunicado.id, conta: person.id })
  // An open assembly's frozen list, as its opening writes it (a superuser's save, as the seed's).
  const assembleia = await admin.collection("assembleias").create({
    ...{ tipo: "ordinaria", primeira_chamada: "2026-03-21 22:00:00.000Z", modalidade: "presencial" },
    ...{ local: `Sede de ${label}`, status: "aberta", aberta_em: "2026-03-21 21:50:00.000Z" },
  })
  await admin.collection("assembleia_associados").create({
    ...{ assembleia: assembleia.id, associado: person.id, nome: `Associado ${label}`, apto: true },
    ...{ motivo: "Em dia com as mensalidades", presente: true, presente_em: "2026-03-21 22:05:00.000Z" },
  })
  return person
}
