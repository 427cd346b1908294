// The board's galleries on /painel/galeria: the photos of one gallery (`fotos` or
// `galeria_escolinha`, which PocketBase's page reader gives), a batch of new ones (each cleaned of
// its metadata first: imagem.server.ts), a photo's title and date, its deletion. PocketBase lets
// only the executive board write (the school's photos: the president and the coordinator), checks
// each file's type by its bytes and records each change in the activity log
// (pocketbase/pb_hooks/arquivos.pb.js).
import { FOTO_ARQUIVO, FOTOS_DEMAIS, FOTOS_POR_ENVIO } from "@veteranos/domain/arquivos"
import { FOTO_MARCAS } from "@veteranos/domain/escolinha"
import type { ListResult } from "pocketbase"
import type { EnvioFotos, FotoInput } from "./foto.schema"
import type { FotoGaleria } from "~/features/galeria/galerias.server"
import { cleanImage } from "~/features/galeria/imagem.server"
import type { Galeria } from "~/features/galeria/thumbnail"
import { FileRefusedError, fileRefusedOr } from "~/http/file-refusal.server"
import { createPocketBase } from "~/http/pocketbase.server"
import { storedDate } from "~/utils/format"

/**
 * /painel/galeria's data, a page of the tab's gallery and the photo a dialog opens, as PocketBase's
 * reader gives it (pocketbase/pb_hooks/lib/paginas/galeria.js).
 */
export type FotosDoPainel = {
  /** The galleries the person keeps (the tabs), and the one shown. */
  galerias: Galeria[]
  galeria: Galeria
  lista: ListResult<FotoGaleria & FotoEscolinha>
  foto: (FotoGaleria & FotoEscolinha) | null
  /** The enrolled children a school dialog's search found, and those chosen. */
  alunos: Array<{ id: string; nome: string; imagem: boolean }>
}

/** What a school photo adds: its state and the children marked (first names). */
export type FotoEscolinha = {
  publicada?: boolean
  sem_criancas?: boolean
  despublicada_em?: string
  motivo_despublicacao?: string
  criancas?: Array<{ id: string; nome: string }>
}

/** A file of a batch that was not stored, and why. */
export type FotoRecusada = { nome: string; motivo: string }

/**
 * Stores each photo of the batch on its own, in the order sent; a photo of several gets the title
 * with its number. Refusals (too big, too many pixels, not a JPEG, PNG or WebP, past the batch's
 * limit) are returned by file name, and the others are kept.
 */
export async function sendFotos(token: string, galeria: Galeria, envio: EnvioFotos) {
  const pb = createPocketBase(token)
  const recusadas: FotoRecusada[] = []
  let enviadas = 0
  const numbered = envio.imagens.length > 1
  for (const [n, imagem] of envio.imagens.entries()) {
    if (n >= FOTOS_POR_ENVIO) {
      recusadas.push({ nome: imagem.name, motivo: FOTOS_DEMAIS })
      continue
    }
    if (imagem.size > FOTO_ARQUIVO.maxBytes) {
      recusadas.push({ nome: imagem.name, motivo: FOTO_ARQUIVO.grande })
      continue
    }
    const body = new FormData()
    // Numbered by the photos stored, so the titles run on without gaps.
    body.set("titulo", numbered ? `${envio.titulo} (${enviadas + 1})` : envio.titulo)
    body.set("data", storedDate(envio.data))
    if (galeria === "galeria_escolinha" && envio.marcacao) setMarks(body, envio)
    try {
      body.set("imagem", await cleanImage(imagem))
      await pb.collection(galeria).create(body)
      enviadas += 1
    } catch (error) {
      // Refused here (too many pixels) or by PocketBase.
      const refused = fileRefusedOr(error, "imagem", FOTO_ARQUIVO)
      if (!(refused instanceof FileRefusedError)) throw refused
      recusadas.push({ nome: imagem.name, motivo: refused.message })
    }
  }
  return { enviadas, recusadas }
}

/**
 * A school photo's marks and publication, as PocketBase's hook reads them: the children as
 * FOTO_MARCAS ("" for none: `criancas` is hidden from a manager's request).
 */
function setMarks(body: FormData, foto: Pick<FotoInput, "marcas" | "sem_criancas" | "publicada">) {
  if (foto.marcas.length === 0) body.append(FOTO_MARCAS, "")
  for (const id of foto.marcas) body.append(FOTO_MARCAS, id)
  body.set("sem_criancas", String(foto.sem_criancas))
  body.set("publicada", String(foto.publicada))
}

export async function updateFoto(token: string, galeria: Galeria, id: string, foto: FotoInput) {
  const body = new FormData()
  body.set("titulo", foto.titulo)
  body.set("data", storedDate(foto.data))
  if (galeria === "galeria_escolinha" && foto.marcacao) setMarks(body, foto)
  await createPocketBase(token).collection(galeria).update(id, body)
}

export async function deleteFoto(token: string, galeria: Galeria, id: string) {
  await createPocketBase(token).collection(galeria).delete(id)
}
