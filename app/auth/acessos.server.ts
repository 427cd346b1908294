// The members' logins (`acessos`): one record per successful login, shown on the dashboard.
import { createPocketBase } from "~/http/pocketbase.server"

const ACESSO_LOGIN = "Login realizado"

export type Acesso = { id: string; descricao: string; created: string }

export async function recordLogin(cadastroId: string, token: string): Promise<void> {
  await createPocketBase(token).collection("acessos").create({ usuario: cadastroId, descricao: ACESSO_LOGIN })
}

/** The person's last `limit` accesses, newest first. */
export async function listRecentAcessos(cadastroId: string, token: string, limit: number): Promise<Acesso[]> {
  const pb = createPocketBase(token)
  const page = await pb.collection("acessos").getList<Acesso>(1, limit, {
    filter: pb.filter("usuario = {:id}", { id: cadastroId }),
    sort: "-created",
    fields: "id,descricao,created",
    skipTotal: true,
  })
  return page.items
}
