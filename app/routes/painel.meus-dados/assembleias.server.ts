// What the general assemblies hold about the person, for 'Meus Dados': their row on each assembly's
// frozen list (able to vote or not, and why; present or not, when, and whether they marked it
// themself online), read with their own token: PocketBase's rule answers each member only their
// own rows (docs/decisions/general-assembly.md).
import { assembleiaTitulo } from "@veteranos/domain/assembleias"
import { createPocketBase } from "~/http/pocketbase.server"

type Linha = {
  associado: string
  nome: string
  apto: boolean
  motivo: string
  presente: boolean
  presente_em: string
  online: boolean
  expand?: { assembleia?: { tipo: string; primeira_chamada: string } }
}

export async function listAssembleiasDaConta(token: string, contaId: string) {
  const pb = createPocketBase(token)
  const rows = await pb.collection("assembleia_associados").getFullList<Linha>({
    filter: pb.filter("associado = {:conta}", { conta: contaId }),
    expand: "assembleia",
  })
  return rows
    .map((row) => ({
      associado: row.associado,
      assembleia: assembleiaTitulo(row.expand?.assembleia?.tipo ?? ""),
      data: row.expand?.assembleia?.primeira_chamada ?? "",
      nome_na_lista: row.nome,
      apto_a_votar: row.apto,
      motivo: row.motivo,
      presente: row.presente,
      presente_em: row.presente_em,
      presenca_marcada_online: row.online,
    }))
    .sort((a, b) => a.data.localeCompare(b.data))
}
