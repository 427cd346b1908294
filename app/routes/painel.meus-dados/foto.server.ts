// 'Sua foto' in Meus Dados: the person's own picture, for their card and, if they chose it, the
// members' directory (docs/decisions/member-card-and-receipts.md#photos). Made ready as every
// uploaded image is (no metadata, such as where it was taken; not too many pixels), then stored on
// their own account with their own token, where PocketBase checks it again.
import { CADASTRO_GERAL } from "~/auth/cadastro-geral.server"
import type { SessionUser } from "~/auth/session.server"
import { cleanImage } from "~/features/galeria/imagem.server"
import { fileRefusedOr } from "~/http/file-refusal.server"
import { createPocketBase } from "~/http/pocketbase.server"
import { IMAGEM_ARQUIVO } from "@veteranos/domain/arquivos-imagem"

type Dono = Pick<SessionUser, "id" | "token">

/** Stores `file` as the person's photo; FileRefusedError with the reason when it cannot be. */
export async function saveFoto(user: Dono, file: File): Promise<void> {
  const body = new FormData()
  body.set("foto", await cleanImage(file))
  await createPocketBase(user.token)
    .collection(CADASTRO_GERAL)
    .update(user.id, body)
    .catch((error: unknown) => {
      throw fileRefusedOr(error, "foto", IMAGEM_ARQUIVO)
    })
}

/** 'Remover foto': the account keeps no picture (PocketBase deletes its file). */
export async function removeFoto(user: Dono): Promise<void> {
  await createPocketBase(user.token).collection(CADASTRO_GERAL).update(user.id, { foto: null })
}
