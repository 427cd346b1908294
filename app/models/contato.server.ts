// Contact messages (`contato`): the only code that writes them.
import type { ContatoInput } from "~/schemas/contato"
import { createPocketBase } from "~/utils/pocketbase.server"

/** Stores a message from the public contact form, as a visitor. */
export async function createContato(dados: ContatoInput): Promise<void> {
  // The schema's output is exactly what the form asks for (zod drops any other field).
  await createPocketBase().collection("contato").create(dados)
}
