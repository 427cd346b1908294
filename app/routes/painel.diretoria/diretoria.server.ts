// The board's seats for the president's page (/painel/diretoria): the only code that changes
// `diretoria`. Every call carries the president's token, so PocketBase's rule (the president fills
// the seats) and its hooks (a position in its body, a term in order, exactly one current president,
// the activity entry: pb_hooks/diretoria.pb.js) apply to each change.
import type { CargoInput, NovoCargoInput, TransferirInput } from "./cargo.schema"
import { cargoOf } from "./cargo.schema"
import type { Cargo } from "./cargos"
import { cleanImage } from "~/features/galeria/imagem.server"
import { fileRefusedOr, FileRefusedError } from "~/http/file-refusal.server"
import { createPocketBase, refusedWriteOr, staleChangeOr } from "~/http/pocketbase.server"
import { IMAGEM_ARQUIVO } from "@veteranos/domain/arquivos"
import { addDays, storedDate } from "@veteranos/domain/datas"
import { todayInSaoPaulo } from "@veteranos/domain/datas"
import { withSeen } from "@veteranos/domain/mudancas"
import { apiPath } from "@veteranos/domain/rotas-api"

/** An account the search finds: whom a seat may be given to. */
export type Conta = { id: string; nome: string; email: string }

/**
 * What /painel/diretoria shows, as PocketBase's reader gives it (pb_hooks/lib/paginas/diretoria.js):
 * every seat, ended and future ones too, with the person's name, latest term first; and the
 * accounts whose name or e-mail holds the dialog's search (?pessoa=), by name, at most 20 (null when
 * no dialog searches).
 */
export type DiretoriaDaPagina = { cargos: Cargo[]; pessoas: Conta[] | null }

/** The form's fields as PocketBase stores them: the days at midnight UTC, the photo as a file. */
function toRecord(dados: CargoInput): FormData {
  const body = new FormData()
  body.set("tipo", dados.tipo)
  body.set("cargo", cargoOf(dados))
  body.set("inicio_mandato", storedDate(dados.inicio_mandato))
  body.set("fim_mandato", storedDate(dados.fim_mandato))
  body.set("telefone", dados.telefone ?? "")
  body.set("email", dados.email ?? "")
  if (dados.foto) body.set("foto", dados.foto)
  else if (dados.remover_foto) body.set("foto", "")
  return body
}

/** The form's values with the photo cleaned of its metadata; FileRefusedError for too many pixels. */
async function withCleanFoto<T extends CargoInput>(dados: T): Promise<T> {
  return dados.foto ? { ...dados, foto: await cleanImage(dados.foto) } : dados
}

/** PocketBase's refusal: of the photo as FileRefusedError, of the other fields as RefusedWriteError. */
function refusedCargo(error: unknown): never {
  const foto = fileRefusedOr(error, "foto", IMAGEM_ARQUIVO)
  throw foto instanceof FileRefusedError ? foto : refusedWriteOr(error)
}

export async function createCargo(token: string, dados: NovoCargoInput): Promise<void> {
  const body = toRecord(await withCleanFoto(dados))
  body.set("idCadGeral", dados.idCadGeral)
  await createPocketBase(token).collection("diretoria").create(body).catch(refusedCargo)
}

export async function updateCargo(token: string, id: string, dados: CargoInput): Promise<void> {
  const body = toRecord(await withCleanFoto(dados))
  await createPocketBase(token).collection("diretoria").update(id, body).catch(refusedCargo)
}

/**
 * 'Encerrar mandato': the seat's last day becomes yesterday (São Paulo's), so it gives no role from
 * the next click on.
 */
export async function endCargo(token: string, id: string): Promise<void> {
  await createPocketBase(token)
    .collection("diretoria")
    .update(id, { fim_mandato: storedDate(addDays(todayInSaoPaulo(), -1)) })
    .catch((error: unknown) => {
      throw refusedWriteOr(error)
    })
}

export async function deleteCargo(token: string, id: string): Promise<void> {
  await createPocketBase(token)
    .collection("diretoria")
    .delete(id)
    .catch((error: unknown) => {
      throw refusedWriteOr(error)
    })
}

/**
 * 'Redefinir segunda etapa' (pb_hooks/lib/segunda-etapa-conta.js): the account `contaId`, which holds
 * a seat, loses its second step and sets it up again at its next login; PocketBase records it in the
 * activity log and e-mails the person. Only the president, re-confirmed (403 otherwise).
 */
export async function resetSecondStep(token: string, contaId: string): Promise<void> {
  await createPocketBase(token).send(apiPath("resetSecondStep", contaId), { method: "POST" })
}

/**
 * 'Transferir presidência' (pb_hooks/lib/cargos.js): the current president's seat, as the page
 * saw it, ends yesterday and the next president's begins today, in one transaction.
 * StaleChangeError when that seat is no longer as seen (another transfer came first). Answers the
 * new president's name, read from the public view (the sender may no longer read accounts).
 */
export async function transferPresidencia(token: string, dados: TransferirInput): Promise<string> {
  const pb = createPocketBase(token)
  const body = withSeen(
    {
      atual: dados.atual,
      idCadGeral: dados.idCadGeral,
      fim_mandato: storedDate(dados.fim_mandato),
      email: dados.email ?? "",
      telefone: dados.telefone ?? "",
    },
    { idCadGeral: dados.visto_idCadGeral, fim_mandato: dados.visto_fim_mandato ?? "" },
  )
  let created: { id: string }
  try {
    created = await pb.send<{ id: string }>(apiPath("transferPresidencia"), {
      method: "POST",
      body,
    })
  } catch (error) {
    throw refusedWriteOr(staleChangeOr(error))
  }
  // Read as the public reads it: the sender is no longer on the board.
  const seat = await createPocketBase()
    .collection("diretoria_publica")
    .getOne<{ nome: string }>(created.id, { fields: "nome" })
  return seat.nome
}
