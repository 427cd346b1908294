// A draft assembly and its agenda, written through the record API with the person's own token
// (docs/decisions/general-assembly.md#an-assembly-moves-forward-only-through-pocketbases-routes):
// PocketBase's rules let only the president and the secretary write, and its hooks only while the
// assembly is a draft (they set the status, who created it and each item's place in the agenda).
// A refusal comes back as RefusedWriteError, its message beside its field.
import type { AssembleiaInput, ItemInput } from "./assembleia.schema"
import { createPocketBase, refusedWriteOr } from "~/http/pocketbase.server"
import { storedDate, toPocketBaseDateTime } from "@veteranos/domain/datas"
import { instantInSaoPaulo } from "~/utils/instant.server"

const refused = (error: unknown): never => {
  throw refusedWriteOr(error)
}

/** The form's fields as PocketBase stores them: the first call as an instant. */
function toRecord(dados: AssembleiaInput) {
  return {
    tipo: dados.tipo,
    primeira_chamada: toPocketBaseDateTime(instantInSaoPaulo(dados.data, dados.hora)),
    modalidade: dados.modalidade,
    // The other kind's field is emptied: an in-person assembly keeps no link, an online one no address.
    local: dados.modalidade === "online" ? "" : (dados.local ?? ""),
    link: dados.modalidade === "presencial" ? "" : (dados.link ?? ""),
    instrucoes: dados.instrucoes ?? "",
    // Only 'Nova Assembleia' names a request; an edit sends none and leaves it as it was.
    ...(dados.pedido ? { pedido: dados.pedido } : {}),
  }
}

/** 'Nova Assembleia': a draft; answers its id. */
export async function createAssembleia(token: string, dados: AssembleiaInput): Promise<string> {
  const record = await createPocketBase(token)
    .collection("assembleias")
    .create(toRecord(dados))
    .catch(refused)
  return record.id
}

export async function updateAssembleia(token: string, id: string, dados: AssembleiaInput): Promise<void> {
  await createPocketBase(token).collection("assembleias").update(id, toRecord(dados)).catch(refused)
}

/** 'Excluir rascunho': the draft and its agenda (cascade). */
export async function deleteAssembleia(token: string, id: string): Promise<void> {
  await createPocketBase(token).collection("assembleias").delete(id).catch(refused)
}

/** 'Incluir item': at the agenda's end (the hook numbers it). */
export async function createItem(token: string, assembleia: string, item: ItemInput): Promise<void> {
  const contas = item.tipo === "contas"
  await createPocketBase(token)
    .collection("assembleia_itens")
    .create({
      assembleia,
      titulo: item.titulo,
      tipo: item.tipo,
      ano: contas ? item.ano : 0,
      // Only a motion may need the qualified majority (changing the statute, removing directors).
      qualificada: item.tipo === "deliberacao" && item.qualificada === "on",
      ...(item.tipo === "eleicao" ? eleicaoOf(item) : {}),
    })
    .catch(refused)
}

/** An election's bodies and term; an empty last day is PocketBase's to fill (the settings' years). */
function eleicaoOf(item: ItemInput) {
  return {
    orgaos: [item.diretoria ? "diretoria" : null, item.conselho ? "conselho" : null].filter(Boolean),
    mandato_inicio: item.mandato_inicio ? storedDate(item.mandato_inicio) : "",
    mandato_fim: item.mandato_fim ? storedDate(item.mandato_fim) : "",
  }
}

export async function deleteItem(token: string, id: string): Promise<void> {
  await createPocketBase(token).collection("assembleia_itens").delete(id).catch(refused)
}
