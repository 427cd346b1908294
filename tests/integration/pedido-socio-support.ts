// What the membership-request tests (tests/integration/pedido-socio-*.test.ts) share: a pending
// request as the public form stores it and the reads of what PocketBase stored. Each file has its
// own PocketBase with a loopback SMTP server of its own, as decisions are e-mailed.
import { storedPedidoSocio } from "../support/form-data"
import { adminClient } from "../support/pocketbase"
import { ownMailServer, uniqueEmail } from "./support"

/** The helpers bound to the PocketBase at `url` (the file's own, started by ownPocketBase). */
export async function pedidoSocioKit(url: string) {
  const admin = await adminClient(url)
  const mail = await ownMailServer(url)

  let requests = 0
  /** A pending request as the public form stores it. */
  async function newPedido(extra: Record<string, string> = {}) {
    requests += 1
    const record = await admin.collection("pedido_socio").create(
      storedPedidoSocio(uniqueEmail(`pedido${requests}`), {
        nome: `Solicitante ${requests} da Conceição`,
        ...extra,
      }),
    )
    return { id: record.id as string, email: record.email as string, nome: record.nome as string }
  }

  async function accountsWith(email: string) {
    return admin
      .collection("cadastro_geral")
      .getFullList({ filter: admin.filter("email = {:email}", { email }) })
  }

  async function membersOf(cadastroId: string) {
    return admin
      .collection("associados")
      .getFullList({ filter: admin.filter("id_cadastro_geral = {:id}", { id: cadastroId }) })
  }

  async function statusOf(id: string) {
    return (await admin.collection("pedido_socio").getOne(id)).status as string
  }

  return { admin, mail, newPedido, accountsWith, membersOf, statusOf }
}
