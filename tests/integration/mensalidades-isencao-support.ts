// What the exemption tests (tests/integration/mensalidades-isencao*.test.ts) share: a pending due of
// the member's, launched by the financial director on a day of its own.
import type PocketBase from "pocketbase"
import type { Pessoa } from "./support"

let dia = 0

/** A pending due of R$ 80,00 for `socio` on a day of its own in `ano`; answers its id. */
export async function novaMensalidadeDe(
  { admin, financeiro, socio }: { admin: PocketBase; financeiro: Pessoa; socio: Pessoa },
  descricao: string,
  ano: number,
): Promise<string> {
  // Imported here: the site's modules read their settings when first loaded, after ownPocketBase().
  const { createMensalidade } = await import("~/routes/painel.financeiro/financeiro-changes.server")
  dia += 1
  const mes = String(1 + (dia % 12)).padStart(2, "0")
  await createMensalidade(financeiro.token, {
    associadoId: socio.id,
    descricao,
    valor: 80,
    data_vencimento: `${ano}-${mes}-${String(1 + (dia % 28)).padStart(2, "0")}`,
  })
  const found = await admin
    .collection("mensalidades")
    .getFirstListItem(
      admin.filter("associado_id = {:id} && descricao = {:d}", { id: socio.id, d: descricao }),
    )
  return found.id
}
