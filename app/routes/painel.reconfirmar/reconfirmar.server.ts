// The re-confirmation's two calls to PocketBase (pb_hooks/segunda-etapa.pb.js), with the person's own
// token: the password and code judged (reconfirmado_em written on success). The e-mailed code is
// app/auth/segunda-etapa.server.ts's sendOwnCode.
import { apiPath } from "@veteranos/domain/rotas-api"
import { TIPO_CODIGO } from "@veteranos/domain/seguranca"
import { createPocketBase, refusedWriteOr } from "~/http/pocketbase.server"
import type { ReconfirmarInput } from "./reconfirmar.schema"

/**
 * The person confirmed who they are: grave changes are open to them for the next minutes. Throws
 * RefusedWriteError with the message beside `senha` or `codigo`; 429 (isTooManyRequests) past the
 * wrong codes' limit.
 */
export async function reconfirm(token: string, { senha, codigo, tipo }: ReconfirmarInput): Promise<void> {
  try {
    await createPocketBase(token).send(apiPath("reconfirm"), {
      method: "POST",
      body: { senha, codigo: codigo ?? "", tipo: tipo ?? TIPO_CODIGO },
    })
  } catch (error) {
    throw refusedWriteOr(error)
  }
}
